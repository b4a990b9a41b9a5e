import { ROUTES } from 'shared-contracts';
import { type LegalDocument } from '../legal-document';
import { STUDIO, privacyMail, route, studioMail } from '../studio';

const legalAdvise: LegalDocument = {
  lastUpdated: '2026-11-22',
  numbered: true,
  sections: [
    {
      id: 'introduction',
      heading: 'Introducción',
      blocks: [
        'En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), te informamos de los datos del titular de esta tienda en línea:',
        {
          facts: [
            { term: 'Titular', detail: STUDIO.legalName },
            { term: 'Nombre comercial', detail: STUDIO.brand },
            { term: 'NIF', detail: STUDIO.taxId },
            {
              term: 'Domicilio social',
              detail: `${STUDIO.street}, bajo, ${STUDIO.postCode} ${STUDIO.city} (España)`,
            },
            { term: 'Correo electrónico', detail: [studioMail] },
            {
              term: 'Datos registrales',
              detail: `Inscrita en el Registro Mercantil de Madrid, tomo ${STUDIO.registry.tomo}, folio ${STUDIO.registry.folio}, hoja ${STUDIO.registry.hoja}`,
            },
            { term: 'Sitio web', detail: STUDIO.website },
          ],
        },
        `Este aviso legal regula el acceso a ${STUDIO.website} (en adelante, «la tienda») y su uso. Desde la tienda, Olmo vende a consumidores mobiliario, objetos de decoración, lámparas y accesorios seleccionados o diseñados por su estudio de interiorismo.`,
        [
          'Las compras se rigen también por las ',
          route('condiciones de uso', ROUTES.termsOfUse),
          ' y la ',
          route('política de devoluciones', ROUTES.refundsPolicy),
          '. El tratamiento de tus datos se explica en la ',
          route('política de privacidad', ROUTES.privacyPolicy),
          ' y en la ',
          route('política de cookies', ROUTES.cookiesPolicy),
          '.',
        ],
      ],
    },
    {
      id: 'acceptance',
      heading: 'Aceptación',
      blocks: [
        'Al navegar por la tienda adquieres la condición de usuario y aceptas este aviso legal en la versión publicada en ese momento. Si no estás de acuerdo con él, te pedimos que no utilices la tienda.',
        'Para comprar tienes que ser mayor de edad y tener capacidad legal para contratar. Cada pedido se rige por las condiciones publicadas en el momento de hacerlo; te recomendamos leerlas y guardarlas o imprimirlas antes de pagar.',
      ],
    },
    {
      id: 'taxes',
      heading: 'Impuestos',
      blocks: [
        'Los precios de la tienda incluyen el impuesto sobre el valor añadido (IVA) al tipo general del 21\u00a0%, conforme a la Ley 37/1992, de 28 de diciembre, del Impuesto sobre el Valor Añadido. El importe que ves junto a cada producto y en el resumen del pedido es el precio final del producto, con todos los impuestos incluidos.',
        'Las entregas en Canarias, Ceuta y Melilla no llevan IVA español, sino el impuesto indirecto propio de cada territorio (IGIC o IPSI), y pueden requerir trámites de aduana. Si tu dirección de entrega está en alguno de estos territorios, escríbenos antes de hacer el pedido y te indicaremos el precio y los trámites que correspondan.',
        [
          'Si necesitas una factura completa con tus datos fiscales, pídela en ',
          studioMail,
          ' indicando el código de pedido, tu nombre o razón social, tu NIF y tu domicilio fiscal.',
        ],
      ],
    },
    {
      id: 'prices',
      heading: 'Precios',
      blocks: [
        'Todos los precios se expresan en euros, con dos decimales y seguidos del símbolo del euro (por ejemplo, 349,00\u00a0€). El cargo en tu tarjeta se hace también en euros.',
        'El precio aplicable es el que muestra la tienda en el momento de confirmar el pedido. Podemos cambiar los precios en cualquier momento, pero los cambios no afectan a los pedidos ya confirmados.',
        'Cuando un producto está rebajado, mostramos también su precio anterior y el porcentaje de ahorro. El precio anterior es el más bajo que ha tenido el producto en la tienda durante los 30 días previos a la rebaja.',
        'Los códigos de descuento aplican un porcentaje sobre el importe de los productos del carrito. Solo puede usarse un código por pedido, y los códigos no se pueden canjear por dinero.',
        'Si un pedido tiene gastos de envío, se muestran por separado antes de que pagues. Si, por un error técnico evidente, un producto apareciera con un precio claramente equivocado, te avisaremos antes de preparar el pedido y podrás elegir entre confirmarlo al precio correcto o cancelarlo con el reembolso íntegro de lo pagado.',
      ],
    },
    {
      id: 'payment-methods',
      heading: 'Formas de pago',
      blocks: [
        'Aceptamos tarjetas de crédito y de débito Visa y Mastercard. No aceptamos otras tarjetas (como American Express, Diners Club, Discover o JCB), ni transferencias ni pago contra reembolso.',
        'Todos los pagos se autentican con 3-D Secure (Visa Secure y Mastercard Identity Check), el sistema con el que tu banco comprueba que eres tú quien paga, como exige la normativa de servicios de pago (Real Decreto-ley 19/2018, de 23 de noviembre). Según el caso, tu banco puede aprobar el pago directamente o pedirte que lo confirmes en su aplicación, con un código o de otro modo; esa comprobación aparece en una ventana de tu banco dentro de la página de pago.',
        'El cargo se realiza cuando tu banco autoriza el pago, y en ese momento el pedido pasa al estado «Recibido». Si el pago no se autoriza, no se hace ningún cargo y puedes intentarlo de nuevo o escribirnos.',
        'Los datos de la tarjeta viajan cifrados hasta nuestra pasarela de pago. No guardamos el código de seguridad (CVC) y del resto conservamos, como mucho, la marca, los cuatro últimos dígitos y la fecha de caducidad. Olmo no cobra ningún recargo por pagar con tarjeta.',
      ],
    },
    {
      id: 'user-registration',
      heading: 'Registro de usuarios',
      blocks: [
        'Puedes navegar, guardar productos en tu lista de deseos y llenar el carrito sin registrarte. Para finalizar una compra y consultar tus pedidos necesitas una cuenta, que se crea con tu correo electrónico y una contraseña.',
        'Te comprometes a facilitar datos veraces y a mantenerlos al día, y a no revelar tu contraseña. Si marcas «Recordarme» al iniciar sesión, la sesión seguirá abierta en ese navegador hasta que caduque o la cierres, así que no lo marques en dispositivos compartidos.',
        [
          'Si crees que alguien ha accedido a tu cuenta, escríbenos cuanto antes a ',
          studioMail,
          ' para que bloqueemos el acceso. Podemos suspender o cancelar una cuenta que se use de forma fraudulenta o contraria a este aviso legal; te lo comunicaremos, salvo que la ley nos lo impida.',
        ],
        [
          'Puedes pedir la baja de tu cuenta en cualquier momento escribiendo a ',
          privacyMail,
          '. Los datos de los pedidos ya realizados se conservan durante el tiempo que exige la ley, como se explica en la ',
          route('política de privacidad', ROUTES.privacyPolicy),
          '.',
        ],
      ],
    },
    {
      id: 'website-license',
      heading: 'Licencia de uso del sitio web',
      blocks: [
        'Los contenidos de la tienda (textos, fotografías de productos y de proyectos, diseños, logotipos, vídeos, código y la selección y disposición de todo ello) pertenecen a Olmo o a terceros que le han autorizado a usarlos, y están protegidos por el texto refundido de la Ley de Propiedad Intelectual (Real Decreto Legislativo 1/1996, de 12 de abril) y por la normativa de propiedad industrial.',
        'Olmo te concede una licencia limitada, personal, no exclusiva, intransferible y revocable para ver la tienda, comprar en ella y guardar o imprimir páginas para tu uso personal y no comercial.',
        'Salvo autorización previa y por escrito de Olmo, no puedes reproducir, distribuir, comunicar públicamente ni transformar los contenidos; tampoco extraerlos de forma masiva o automatizada (por ejemplo, con robots o técnicas de scraping) ni mostrar la tienda dentro de otro sitio web.',
        'Los logotipos de medios de comunicación y las marcas de terceros que aparecen en la tienda pertenecen a sus titulares. Su presencia no te concede ningún derecho sobre ellos.',
        [
          'Si crees que algún contenido de la tienda vulnera tus derechos, escríbenos a ',
          studioMail,
          ' y lo revisaremos con rapidez.',
        ],
      ],
    },
    {
      id: 'complaints',
      heading: 'Reclamaciones',
      blocks: [
        [
          'Si algo no ha ido bien, escríbenos a ',
          studioMail,
          ' o desde la página de ',
          route('contacto', ROUTES.contact),
          ', indicando tu código de pedido si lo tienes. También puedes dirigirte por correo postal a nuestro domicilio social.',
        ],
        'Tenemos hojas de reclamaciones a disposición de los consumidores: pídenos una por correo electrónico y te la enviaremos.',
        'Responderemos a tu reclamación lo antes posible y, en todo caso, en el plazo máximo de un mes desde que la recibamos, como establece el artículo 21 del texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios.',
        'Si no quedas satisfecho con la respuesta, puedes acudir a la oficina municipal de información al consumidor (OMIC) de tu localidad o a los servicios de consumo de tu comunidad autónoma. Olmo acepta someter las reclamaciones de consumidores al Sistema Arbitral de Consumo, a través de la Junta Arbitral de Consumo de la Comunidad de Madrid o de la que corresponda a tu domicilio.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitación de responsabilidad',
      blocks: [
        'Trabajamos para que la tienda esté siempre disponible y funcione bien, pero no podemos garantizar que no sufra interrupciones por mantenimiento, averías o causas ajenas a nosotros. Cuando prevemos una interrupción larga, intentamos avisar con antelación.',
        'Cuidamos la información de cada producto: descripción, medidas en centímetros y fotografías. Aun así, los colores pueden verse distintos según la pantalla, y las piezas de madera, fibras naturales o cerámica artesanal presentan variaciones de veta, tono y textura propias del material, que forman parte de su carácter y no son defectos.',
        'No respondemos de los contenidos de sitios web de terceros a los que enlace la tienda, ni de los daños causados por un uso de la tienda contrario a este aviso legal o a la ley.',
        'Nada de lo anterior limita la responsabilidad que la ley no permite excluir, como la que nos corresponde frente a los consumidores por la falta de conformidad de los productos (garantía legal), por productos defectuosos o por daños causados con dolo o culpa grave.',
      ],
    },
    {
      id: 'changes',
      heading: 'Modificaciones',
      blocks: [
        'Podemos actualizar este aviso legal para adaptarlo a cambios legales, técnicos o de la propia tienda. La fecha de la última actualización figura al principio de esta página.',
        'Los cambios no afectan a los pedidos ya realizados, que se rigen por las condiciones vigentes cuando se hicieron, salvo que la ley disponga otra cosa. Si un cambio es importante y tienes cuenta, te lo comunicaremos por correo electrónico con antelación razonable.',
      ],
    },
    {
      id: 'applicable-law',
      heading: 'Legislación aplicable y jurisdicción',
      blocks: [
        'Este aviso legal y las compras realizadas en la tienda se rigen por la legislación española.',
        'Cualquier controversia se someterá a los juzgados y tribunales españoles. Si eres consumidor, serán competentes los de tu domicilio; en los demás casos, los de la ciudad de Madrid.',
        'Si eres consumidor y resides en otro Estado de la Unión Europea, nada de lo anterior te priva de la protección que te otorgan las normas imperativas de tu país de residencia ni de los tribunales a los que el Derecho de la Unión te permite acudir.',
      ],
    },
  ],
};

export default legalAdvise;
