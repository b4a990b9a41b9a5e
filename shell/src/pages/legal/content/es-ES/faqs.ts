import { ROUTES } from 'shared-contracts';
import { type LegalDocument } from '../legal-document';
import { route, studioMail } from '../studio';

const faqs: LegalDocument = {
  lastUpdated: '2026-11-22',
  numbered: false,
  intro: [
    [
      'Aquí respondemos a las dudas más habituales sobre pedidos, pagos, entregas y devoluciones. Si no encuentras lo que buscas, escríbenos desde la página de ',
      route('contacto', ROUTES.contact),
      ' y te ayudaremos.',
    ],
  ],
  sections: [
    {
      id: 'orders',
      heading: 'Pedidos',
      questions: [
        {
          question: '¿Cómo hago un pedido?',
          answer: [
            {
              ordered: true,
              list: [
                'Añade los productos que quieras al carrito desde su ficha.',
                'En el carrito, revisa las cantidades y, si tienes un código de descuento, aplícalo.',
                'Pulsa el botón para finalizar la compra e inicia sesión o crea tu cuenta.',
                'Indica la dirección de facturación y la de entrega.',
                'Paga con tu tarjeta Visa o Mastercard y confirma el pago con tu banco si te lo pide.',
              ],
            },
            'Al terminar verás la confirmación con el código de tu pedido.',
          ],
        },
        {
          question: '¿Necesito una cuenta para comprar?',
          answer: [
            'Puedes navegar, guardar favoritos y llenar el carrito sin cuenta. Para pagar te pediremos que inicies sesión o te registres: solo necesitas un correo electrónico y una contraseña. Así podrás consultar después tus pedidos y su estado.',
          ],
        },
        {
          question: '¿Dónde veo mis pedidos y en qué estado están?',
          answer: [
            [
              'Con la sesión iniciada, abre el menú de tu cuenta y entra en ',
              route('Mis pedidos', ROUTES.orders),
              '. Verás el código, la fecha y el estado de cada pedido: «Recibido» cuando lo hemos recibido y el pago está autorizado, «Enviado» cuando sale hacia tu dirección y «Entregado» cuando te ha llegado. Si te enviamos un enlace directo a un pedido, también puedes abrirlo desde ese enlace sin iniciar sesión.',
            ],
          ],
        },
        {
          question: '¿Puedo cambiar o cancelar un pedido?',
          answer: [
            [
              'Escríbenos cuanto antes a ',
              studioMail,
              ' con el código del pedido. Si aún no ha salido, lo cambiaremos o cancelaremos y te devolveremos el importe. Si ya ha salido, puedes ejercer tu derecho de desistimiento cuando lo recibas, como explica la ',
              route('política de devoluciones', ROUTES.refundsPolicy),
              '.',
            ],
          ],
        },
        {
          question: 'Un producto no tiene stock o quedan pocas unidades. ¿Qué hago?',
          answer: [
            'En cada producto indicamos si está disponible o cuántas unidades quedan cuando son menos de diez. Si un producto está agotado, pulsa «Consultar disponibilidad» y te diremos si podemos reponerlo y en qué plazo. El carrito no admite más unidades de las que tenemos en stock.',
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Pago',
      questions: [
        {
          question: '¿Qué formas de pago aceptáis?',
          answer: [
            'Aceptamos tarjetas de crédito y de débito Visa y Mastercard. No aceptamos otras tarjetas, transferencias ni pago contra reembolso.',
          ],
        },
        {
          question: '¿Qué es 3-D Secure y por qué mi banco me pide confirmar el pago?',
          answer: [
            '3-D Secure (Visa Secure o Mastercard Identity Check) es el sistema con el que tu banco comprueba que eres tú quien paga. Lo exige la normativa europea de servicios de pago para las compras en línea. Según el caso, tu banco aprueba el pago directamente o te pide que lo confirmes en su aplicación o con un código; la comprobación aparece en una ventana de tu banco dentro de la página de pago.',
            'Si la ventana no aparece o el pago no se completa, no se hace ningún cargo. Comprueba que tu tarjeta está activada para compras en línea y vuelve a intentarlo o escríbenos.',
          ],
        },
        {
          question: '¿Es seguro pagar en la tienda?',
          answer: [
            'Sí. La conexión está cifrada, tu banco autentica cada pago con 3-D Secure y nunca guardamos el código de seguridad (CVC) de tu tarjeta.',
          ],
        },
        {
          question: '¿Cuándo se hace el cargo?',
          answer: [
            'Cuando tu banco autoriza el pago al finalizar la compra. En ese momento el pedido pasa al estado «Recibido».',
          ],
        },
        {
          question: '¿Me podéis hacer una factura?',
          answer: [
            [
              'Sí. Escríbenos a ',
              studioMail,
              ' con el código del pedido, tu nombre o razón social, tu NIF y tu domicilio fiscal, y te enviaremos la factura.',
            ],
          ],
        },
      ],
    },
    {
      id: 'prices',
      heading: 'Precios e impuestos',
      questions: [
        {
          question: '¿Los precios incluyen el IVA?',
          answer: [
            'Sí. Todos los precios están en euros e incluyen el IVA del 21\u00a0%. El precio que ves en la ficha y en el carrito es el precio final del producto.',
          ],
        },
        {
          question: '¿Puede cambiar el precio de un producto que ya he comprado?',
          answer: ['No. Se aplica el precio que aparecía al confirmar el pedido, aunque después cambie.'],
        },
      ],
    },
    {
      id: 'shipping',
      heading: 'Envíos y entregas',
      questions: [
        {
          question: '¿Cuánto tarda en llegar mi pedido?',
          answer: [
            'Depende del producto: los accesorios y objetos de decoración suelen salir antes que los muebles grandes o las piezas que se fabrican por encargo. Salvo que acordemos otro plazo contigo, entregamos en un máximo de 30 días naturales desde que confirmas el pedido, que es el plazo que marca la ley.',
          ],
        },
        {
          question: '¿Enviáis fuera de la España peninsular?',
          answer: [
            'Si la dirección de entrega está en Baleares, Canarias, Ceuta, Melilla o fuera de España, escríbenos antes de comprar y te confirmaremos si podemos hacer la entrega y en qué condiciones.',
          ],
        },
        {
          question: 'Mi pedido ha llegado dañado. ¿Qué hago?',
          answer: [
            [
              'Lo sentimos. Si puedes, anótalo en el albarán del transportista y haz fotos del embalaje y del producto. Después escríbenos a ',
              studioMail,
              ' con el código del pedido: lo recogeremos sin coste para ti y lo repararemos, lo sustituiremos o te devolveremos el dinero.',
            ],
          ],
        },
      ],
    },
    {
      id: 'returns',
      heading: 'Devoluciones',
      questions: [
        {
          question: '¿Puedo devolver un producto?',
          answer: [
            'Sí. Tienes 14 días naturales desde que lo recibes para desistir de la compra sin dar explicaciones. Los productos fabricados a medida o personalizados según tus indicaciones no admiten desistimiento.',
            [
              'Te lo explicamos paso a paso en la ',
              route('política de devoluciones', ROUTES.refundsPolicy),
              '.',
            ],
          ],
        },
        {
          question: '¿Cuándo y cómo recibo el reembolso?',
          answer: [
            'Te devolvemos el dinero en la misma tarjeta con la que pagaste, en un plazo máximo de 14 días naturales desde que nos comunicas que desistes. Podemos esperar a recibir el producto, o a que nos muestres que lo has enviado, antes de hacer el reembolso.',
          ],
        },
      ],
    },
    {
      id: 'wishlist-cart',
      heading: 'Lista de deseos y carrito',
      questions: [
        {
          question: '¿Puedo guardar productos sin tener cuenta?',
          answer: [
            [
              'Sí. Si no has iniciado sesión, tu lista de deseos y tu carrito se guardan en este navegador, en este dispositivo. Si borras los datos de navegación, se perderán. Lo explicamos en la ',
              route('política de cookies', ROUTES.cookiesPolicy),
              '.',
            ],
          ],
        },
        {
          question: '¿Qué pasa con mi lista de deseos al iniciar sesión?',
          answer: [
            'Los productos que guardaste sin sesión se añaden a la lista de deseos de tu cuenta, y a partir de ahí podrás verla desde cualquier dispositivo en el que inicies sesión. Con la sesión iniciada, el carrito también se guarda en tu cuenta.',
          ],
        },
        {
          question: '¿Por qué no puedo añadir más unidades de un producto?',
          answer: [
            'Porque ya tienes en el carrito todas las unidades que quedan en stock. Si necesitas más, pulsa «Consultar disponibilidad» en el producto.',
          ],
        },
      ],
    },
    {
      id: 'coupons',
      heading: 'Códigos de descuento',
      questions: [
        {
          question: '¿Cómo uso un código de descuento?',
          answer: [
            'Escríbelo en el campo del código de descuento del carrito y aplícalo. El descuento, un porcentaje sobre el importe de los productos, aparecerá en el resumen antes de pagar.',
          ],
        },
        {
          question: '¿Puedo usar más de un código en el mismo pedido?',
          answer: ['No. Solo se puede aplicar un código por pedido.'],
        },
        {
          question: 'Mi código no funciona. ¿Por qué?',
          answer: [
            [
              'Puede que esté mal escrito, que haya caducado o que no sea válido para ese pedido; el carrito te muestra el motivo bajo el campo. Si crees que es un error, escríbenos a ',
              studioMail,
              '.',
            ],
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contacto',
      questions: [
        {
          question: '¿Cómo puedo contactar con vosotros?',
          answer: [
            [
              'Escríbenos a ',
              studioMail,
              ' o usa el formulario de la página de ',
              route('contacto', ROUTES.contact),
              ', donde también puedes enviarnos un mensaje por WhatsApp. Solemos responder en uno o dos días laborables.',
            ],
          ],
        },
        {
          question: '¿Hacéis proyectos de interiorismo?',
          answer: [
            [
              'Sí, es el origen del estudio: diseñamos y decoramos viviendas, locales y restaurantes, y rehabilitamos edificios. Cuéntanos tu proyecto desde la página de ',
              route('contacto', ROUTES.contact),
              ' y nos pondremos en contacto contigo.',
            ],
          ],
        },
      ],
    },
  ],
};

export default faqs;
