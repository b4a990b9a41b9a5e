import { ROUTES } from 'shared-contracts';
import { type LegalDocument } from '../legal-document';
import { STUDIO, route, studioMail } from '../studio';

const postalAddress = `${STUDIO.legalName}, ${STUDIO.street}, bajo, ${STUDIO.postCode} ${STUDIO.city} (España)`;

const refundsPolicy: LegalDocument = {
  lastUpdated: '2026-11-22',
  numbered: true,
  intro: [
    'Esta política explica cómo devolver un producto comprado en la tienda y cómo te devolvemos el dinero. Se aplica a las compras que haces como consumidor y sigue el texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios, aprobado por el Real Decreto Legislativo 1/2007, de 16 de noviembre.',
  ],
  sections: [
    {
      id: 'withdrawal-right',
      heading: 'Tu derecho de desistimiento',
      blocks: [
        'Tienes 14 días naturales para desistir de tu compra sin necesidad de justificar tu decisión y sin ninguna penalización (artículos 102 a 108 del Real Decreto Legislativo 1/2007).',
        {
          list: [
            'El plazo empieza el día en que recibes el producto, o lo recibe la persona que hayas indicado (distinta del transportista).',
            'Si un pedido con varios productos llega en entregas separadas, el plazo empieza el día en que recibes el último.',
            'Basta con que nos comuniques tu decisión antes de que termine el plazo.',
          ],
        },
      ],
    },
    {
      id: 'how-to-withdraw',
      heading: 'Cómo desistir',
      blocks: [
        [
          'Comunícanos tu decisión de forma clara: por correo electrónico a ',
          studioMail,
          ', desde la página de ',
          route('contacto', ROUTES.contact),
          ` o por correo postal a ${postalAddress}. Indica tu nombre, el código del pedido y los productos que quieres devolver.`,
        ],
        'Puedes usar el modelo de formulario de desistimiento que encontrarás al final de esta página, aunque no es obligatorio. Te confirmaremos por correo electrónico que hemos recibido tu solicitud y te enviaremos las instrucciones para la devolución.',
      ],
    },
    {
      id: 'returning-products',
      heading: 'Cómo devolver los productos',
      blocks: [
        'Devuélvenos los productos sin demora y, como muy tarde, en los 14 días naturales siguientes a la fecha en que nos comuniques tu desistimiento. Cumples el plazo si los envías antes de que termine.',
        'Los accesorios, objetos de decoración y lámparas que puedan enviarse por mensajería ordinaria puedes devolverlos por el medio que prefieras a la dirección que te indiquemos. Los costes directos de esa devolución corren a tu cargo.',
        'Los muebles y demás productos voluminosos no pueden devolverse por correo postal: organizamos nosotros la recogida en tu domicilio. Su coste, que corre a tu cargo, es como máximo de 75,00\u00a0€ por pedido en la España peninsular; te confirmaremos el importe exacto antes de la recogida.',
        'Devuelve los productos completos, con todas sus piezas y, si es posible, en su embalaje original o en otro que los proteja durante el transporte.',
        'Puedes examinar el producto como lo harías en una tienda. Solo respondes de la pérdida de valor que se deba a una manipulación distinta de la necesaria para comprobar su naturaleza, sus características y su funcionamiento (por ejemplo, un mueble montado y usado, o con marcas de uso).',
      ],
    },
    {
      id: 'refund',
      heading: 'Reembolso',
      blocks: [
        'Te devolveremos todos los pagos que hayamos recibido por los productos devueltos, incluidos los gastos de envío iniciales, sin demora y, en todo caso, en un plazo máximo de 14 días naturales desde la fecha en que nos informes de tu desistimiento. Si elegiste una modalidad de entrega más cara que la estándar que ofrecemos, no te reembolsaremos esa diferencia.',
        'El reembolso se hace en la misma tarjeta Visa o Mastercard con la que pagaste, sin ningún coste para ti. El tiempo que tarde en verse en tu cuenta depende de tu banco.',
        'Podemos retener el reembolso hasta haber recibido los productos o hasta que nos muestres que los has enviado, según lo que ocurra primero.',
        'Si aplicaste un código de descuento, te devolvemos lo que pagaste realmente por los productos devueltos: cuando devuelves solo una parte del pedido, el descuento se reparte en proporción al precio de cada producto.',
      ],
    },
    {
      id: 'exceptions',
      heading: 'Excepciones',
      blocks: [
        'El artículo 103 del Real Decreto Legislativo 1/2007 excluye el derecho de desistimiento en algunos casos. En nuestra tienda afecta sobre todo a:',
        {
          list: [
            'Los productos fabricados según tus especificaciones o claramente personalizados: muebles a medida, piezas tapizadas con la tela que elijas, acabados o colores fuera de catálogo y cualquier pieza que encarguemos expresamente para ti.',
            'Los productos precintados que no pueden devolverse por razones de protección de la salud o de higiene, si se han desprecintado después de la entrega.',
          ],
        },
        'Cuando un producto no admita desistimiento, lo indicaremos en su descripción o antes de que confirmes el encargo. Los productos de catálogo en sus acabados habituales sí admiten desistimiento, aunque los fabriquemos después de tu pedido.',
        'Estas excepciones no afectan a la garantía legal: si un producto a medida tiene un defecto, te corresponden los derechos que se explican a continuación.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Productos defectuosos, dañados o equivocados',
      blocks: [
        'Todos los productos tienen una garantía legal de conformidad de tres años desde la entrega (artículo 120 del Real Decreto Legislativo 1/2007). Si un producto tiene un defecto, llega dañado o no es el que pediste, tienes derecho a que lo reparemos o lo sustituyamos sin coste para ti; si eso no es posible o no lo hacemos en un plazo razonable, puedes pedir una rebaja del precio o resolver la compra y recuperar lo que pagaste.',
        [
          'Escríbenos a ',
          studioMail,
          ' con el código del pedido, una descripción del problema y, si puedes, fotografías. Nos encargamos de la recogida y de todos sus gastos.',
        ],
        'Si el daño es del transporte, te agradeceremos que, cuando sea posible, lo anotes en el albarán del transportista y nos avises cuanto antes. Nos ayuda a resolverlo más deprisa, pero no es un requisito y no limita tus derechos.',
      ],
    },
    {
      id: 'withdrawal-form',
      heading: 'Modelo de formulario de desistimiento',
      blocks: [
        'Solo tienes que cumplimentar y enviar este formulario si quieres desistir del contrato. Es el modelo que recoge el anexo B del Real Decreto Legislativo 1/2007:',
        {
          list: [
            `A la atención de ${postalAddress}, ${STUDIO.email}:`,
            'Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta del siguiente bien/prestación del siguiente servicio (*):',
            'Pedido el/recibido el (*):',
            'Nombre del consumidor o de los consumidores:',
            'Domicilio del consumidor o de los consumidores:',
            'Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel):',
            'Fecha:',
          ],
        },
        '(*) Táchese lo que no proceda.',
      ],
    },
  ],
};

export default refundsPolicy;
