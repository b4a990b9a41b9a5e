import { ROUTES } from 'shared-contracts';
import { type LegalDocument } from '../legal-document';
import { route, studioMail } from '../studio';

const termsOfUse: LegalDocument = {
  lastUpdated: '2026-11-22',
  numbered: true,
  intro: [
    [
      'Estas condiciones regulan el uso de la tienda y la compra de productos en ella. Completan el ',
      route('aviso legal', ROUTES.legalAdvise),
      ', donde encontrarás los datos de Olmo y las reglas sobre impuestos, precios, formas de pago, reclamaciones y ley aplicable. Son condiciones generales de la contratación en el sentido de la Ley 7/1998, de 13 de abril.',
    ],
  ],
  sections: [
    {
      id: 'who-can-buy',
      heading: 'Quién puede comprar',
      blocks: [
        'La tienda vende a consumidores mayores de edad con capacidad legal para contratar.',
        [
          'Si compras para tu empresa o para tu actividad profesional, escríbenos a ',
          studioMail,
          ' antes de hacer el pedido: algunas reglas de estas condiciones pensadas para consumidores, como el derecho de desistimiento, no se aplican a esas compras.',
        ],
      ],
    },
    {
      id: 'account',
      heading: 'Tu cuenta',
      blocks: [
        'Para pagar y consultar tus pedidos necesitas una cuenta, que creas con tu correo electrónico y una contraseña. Eres responsable de mantener la contraseña en secreto y de lo que se haga con tu cuenta mientras no nos avises de un uso indebido.',
        'Si marcas «Recordarme», la sesión seguirá abierta en ese navegador hasta que caduque o la cierres. En dispositivos compartidos, no lo marques y cierra la sesión al terminar.',
      ],
    },
    {
      id: 'products',
      heading: 'Información de los productos',
      blocks: [
        'Cada producto tiene su descripción, sus medidas en centímetros (ancho, alto y largo) y varias fotografías. Junto al precio te indicamos su disponibilidad: «En stock», cuántas unidades quedan cuando son menos de diez, o «Consultar disponibilidad» cuando está agotado.',
        'Los colores pueden verse algo distintos según la pantalla. La madera, las fibras naturales y la cerámica artesanal presentan variaciones de veta, tono y textura que forman parte de cada pieza y no son defectos.',
      ],
    },
    {
      id: 'ordering',
      heading: 'Cómo se hace un pedido',
      blocks: [
        {
          ordered: true,
          list: [
            'Añades los productos al carrito. En el carrito puedes cambiar las cantidades, quitar productos y aplicar un código de descuento.',
            'Al finalizar la compra, inicias sesión o creas tu cuenta.',
            'Indicas la dirección de facturación y la de entrega; por defecto, la de entrega es la misma que la de facturación.',
            'Pagas con tu tarjeta Visa o Mastercard y, si tu banco lo pide, confirmas el pago con 3-D Secure.',
            'Ves en pantalla la confirmación con el código de tu pedido.',
          ],
        },
        'Hasta el momento de pagar puedes revisar el resumen del pedido y corregir cualquier dato: vuelve al carrito para cambiar productos o cantidades, o edita las direcciones en el paso correspondiente.',
        [
          'El contrato queda celebrado cuando tu banco autoriza el pago y ves la confirmación; en ese momento el pedido pasa al estado «Recibido». Te enviaremos también la confirmación por correo electrónico. Guardamos el documento electrónico de cada pedido y puedes consultarlo cuando quieras en ',
          route('Mis pedidos', ROUTES.orders),
          '.',
        ],
        'Puedes comprar en castellano o en inglés: el contrato se celebra en el idioma que uses en la tienda.',
      ],
    },
    {
      id: 'availability',
      heading: 'Disponibilidad',
      blocks: [
        'El carrito no admite más unidades de las que tenemos en stock y, antes de pagar, comprobamos de nuevo la disponibilidad y los precios de todo el pedido. Si algo ha cambiado, te lo indicamos en el carrito para que decidas.',
        'Si, de forma excepcional, un producto ya pagado dejara de estar disponible, te avisaremos en cuanto lo sepamos y te devolveremos sin demora lo que hayas pagado por él, o te propondremos una alternativa que solo se aplicará si la aceptas.',
      ],
    },
    {
      id: 'prices-and-coupons',
      heading: 'Precios y códigos de descuento',
      blocks: [
        [
          'Los precios están en euros e incluyen el IVA, como se explica en el ',
          route('aviso legal', ROUTES.legalAdvise),
          '. Se aplica el precio que aparece al confirmar el pedido.',
        ],
        'Solo puede aplicarse un código de descuento por pedido. Cada código descuenta un porcentaje del importe de los productos, puede tener un plazo de validez y no puede canjearse por dinero. No aceptaremos códigos obtenidos de forma fraudulenta.',
      ],
    },
    {
      id: 'payment',
      heading: 'Pago',
      blocks: [
        'Se paga con tarjeta Visa o Mastercard, con autenticación 3-D Secure. El cargo se hace en euros cuando tu banco autoriza el pago. Si el pago no se autoriza, el pedido no se completa y no se hace ningún cargo.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Entrega',
      blocks: [
        'Entregamos el pedido en la dirección de entrega que nos indiques. Salvo que acordemos contigo otro plazo, lo haremos en un máximo de 30 días naturales desde la celebración del contrato, como establece el artículo 66 bis del Real Decreto Legislativo 1/2007. Si no pudiéramos cumplir el plazo, te lo diremos y podrás cancelar el pedido y recuperar lo pagado.',
        'El riesgo de pérdida o deterioro de los productos pasa a ti cuando los recibes tú o la persona que hayas indicado. Si al recibir el pedido notas algún daño, sigue los pasos de la política de devoluciones.',
      ],
    },
    {
      id: 'returns',
      heading: 'Desistimiento, devoluciones y garantía',
      blocks: [
        [
          'Tienes 14 días naturales para desistir de la compra sin dar explicaciones, salvo en las excepciones que prevé la ley, y todos los productos tienen una garantía legal de conformidad de tres años. Te lo explicamos en la ',
          route('política de devoluciones', ROUTES.refundsPolicy),
          '.',
        ],
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Uso correcto de la tienda',
      blocks: [
        'Al usar la tienda te comprometes a no:',
        {
          list: [
            'facilitar datos falsos o de otra persona, ni pagar con una tarjeta que no estés autorizado a usar;',
            'acceder a la tienda con robots o programas automáticos, ni extraer sus contenidos de forma masiva;',
            'intentar acceder a cuentas o zonas restringidas, ni alterar precios, existencias o descuentos;',
            'introducir virus u otros elementos que puedan dañar la tienda o los equipos de otros usuarios;',
            'usar la tienda para fines ilícitos o contrarios a estas condiciones.',
          ],
        },
        'Si incumples estas reglas, podremos suspender tu cuenta y cancelar los pedidos afectados, devolviéndote lo que hayas pagado por ellos.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Propiedad intelectual',
      blocks: [
        [
          'Los contenidos de la tienda pertenecen a Olmo o a sus licenciantes. Puedes usarlos en los términos de la licencia de uso que se describe en el ',
          route('aviso legal', ROUTES.legalAdvise),
          '.',
        ],
      ],
    },
    {
      id: 'contact',
      heading: 'Contacto y reclamaciones',
      blocks: [
        [
          'Para cualquier duda o reclamación, escríbenos a ',
          studioMail,
          ' o desde la página de ',
          route('contacto', ROUTES.contact),
          '. Responderemos a las reclamaciones en el plazo máximo de un mes.',
        ],
      ],
    },
    {
      id: 'law',
      heading: 'Ley aplicable',
      blocks: [
        'Estas condiciones se rigen por la legislación española. Si eres consumidor, son competentes los juzgados y tribunales de tu domicilio. Si alguna cláusula se declarara nula, las demás seguirán siendo válidas.',
      ],
    },
  ],
};

export default termsOfUse;
