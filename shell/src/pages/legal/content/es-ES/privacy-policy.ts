import { ROUTES } from 'shared-contracts';
import { type LegalDocument } from '../legal-document';
import { AEPD_WEBSITE, STUDIO, privacyMail, route } from '../studio';

const postalAddress = `${STUDIO.street}, bajo, ${STUDIO.postCode} ${STUDIO.city} (España)`;

const privacyPolicy: LegalDocument = {
  lastUpdated: '2026-11-22',
  numbered: true,
  intro: [
    'Esta política explica qué datos personales tratamos cuando usas la tienda, para qué, durante cuánto tiempo, con quién los compartimos y cómo puedes ejercer tus derechos, conforme al Reglamento (UE) 2016/679 (Reglamento General de Protección de Datos, RGPD) y a la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).',
  ],
  sections: [
    {
      id: 'controller',
      heading: 'Responsable del tratamiento',
      blocks: [
        {
          facts: [
            { term: 'Responsable', detail: STUDIO.legalName },
            { term: 'NIF', detail: STUDIO.taxId },
            { term: 'Domicilio', detail: postalAddress },
            { term: 'Contacto para protección de datos', detail: [privacyMail] },
          ],
        },
        'No estamos obligados a designar un delegado de protección de datos. Para cualquier cuestión sobre tus datos, escríbenos a la dirección anterior.',
      ],
    },
    {
      id: 'data',
      heading: 'Qué datos tratamos',
      blocks: [
        {
          list: [
            'Datos de tu cuenta: correo electrónico y contraseña. De la contraseña guardamos solo un resumen irreversible (hash), nunca la contraseña en claro.',
            'Datos de tus pedidos: direcciones de facturación y de entrega (nombre, dirección, ciudad, provincia, código postal, país, teléfono con prefijo y correo electrónico), productos, importes, código de descuento aplicado y estado de cada pedido.',
            'Datos del pago: nombre del titular, marca de la tarjeta, sus cuatro últimos dígitos y la fecha de caducidad. El número completo viaja cifrado hasta la pasarela de pago para autorizar el cargo; no guardamos ni el número completo ni el código de seguridad (CVC).',
            'Datos técnicos que exige 3-D Secure al pagar: idioma, zona horaria, tamaño y profundidad de color de la pantalla, agente de usuario y formatos que acepta tu navegador, y si tiene Java y JavaScript activados.',
            'Tu lista de deseos y tu carrito, cuando tienes la sesión iniciada.',
            'Tus consultas: nombre, correo electrónico, teléfono con prefijo y mensaje que nos envías desde el formulario de contacto.',
            'Datos técnicos de seguridad: dirección IP, fecha y hora y dirección de la tienda solicitada.',
          ],
        },
        'Todos estos datos nos los facilitas tú al usar la tienda. Los que marcamos como necesarios para comprar son obligatorios: sin ellos no podemos tramitar tu pedido.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Para qué los usamos y con qué base jurídica',
      subsections: [
        {
          heading: 'Gestionar tu cuenta',
          blocks: [
            'Para que puedas iniciar sesión, comprar, consultar tus pedidos y mantener tu lista de deseos y tu carrito. Base jurídica: la ejecución del contrato que aceptas al registrarte (artículo 6.1.b del RGPD).',
          ],
        },
        {
          heading: 'Tramitar tus pedidos',
          blocks: [
            'Para preparar y entregar tus pedidos, cobrarlos, emitir las facturas y atender desistimientos, devoluciones y garantías. Base jurídica: la ejecución del contrato de compraventa (artículo 6.1.b del RGPD) y el cumplimiento de nuestras obligaciones fiscales, contables y de consumo (artículo 6.1.c del RGPD).',
          ],
        },
        {
          heading: 'Autenticar tus pagos',
          blocks: [
            'Para que tu banco compruebe con 3-D Secure que eres tú quien paga y para prevenir el fraude con tarjetas. Base jurídica: la obligación legal de autenticación reforzada de los pagos (Real Decreto-ley 19/2018, de 23 de noviembre, de servicios de pago) y la ejecución del contrato (artículos 6.1.c y 6.1.b del RGPD).',
            'Con esos datos, tu banco decide si aprueba el pago directamente o te pide que lo confirmes. Esa valoración la hace tu banco bajo su propia responsabilidad; nosotros no elaboramos perfiles ni tomamos decisiones automatizadas que te afecten.',
          ],
        },
        {
          heading: 'Atender tus consultas y reclamaciones',
          blocks: [
            'Para responderte cuando nos escribes. Base jurídica: la aplicación de medidas precontractuales o la ejecución del contrato, si tu consulta tiene que ver con una compra (artículo 6.1.b del RGPD); en los demás casos, nuestro interés legítimo en responder a quien se dirige a nosotros (artículo 6.1.f del RGPD); y, para las reclamaciones, nuestra obligación legal de atenderlas (artículo 6.1.c del RGPD).',
          ],
        },
        {
          heading: 'Proteger la tienda',
          blocks: [
            'Para detectar y frenar abusos, como los intentos repetidos de inicio de sesión, y mantener la tienda segura. Base jurídica: nuestro interés legítimo en la seguridad de la tienda y de las cuentas de nuestros clientes (artículo 6.1.f del RGPD), que hemos ponderado con tus derechos. Puedes oponerte a este tratamiento como se explica más abajo.',
          ],
        },
        {
          heading: 'Sin publicidad',
          blocks: [
            'No te enviamos comunicaciones comerciales. Solo recibirás los correos necesarios para tu cuenta y tus pedidos. Si algún día ofrecemos un boletín, te pediremos antes tu consentimiento.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Cuánto tiempo conservamos tus datos',
      blocks: [
        {
          list: [
            'Cuenta, lista de deseos y carrito: mientras mantengas la cuenta abierta o hasta que los borres.',
            'Pedidos, facturas y datos del pago: seis años desde el cierre del ejercicio, como exige el artículo 30 del Código de Comercio para la documentación contable, lo que también cubre los plazos de la normativa tributaria y de la garantía legal.',
            'Datos técnicos de 3-D Secure: los enviamos a la pasarela de pago en el momento de pagar y no los conservamos después.',
            'Consultas: el tiempo necesario para responderte y, después, hasta un año, para poder atender tus seguimientos; si la consulta da lugar a un pedido o a una reclamación, el tiempo que corresponda a estos.',
            'Datos técnicos de seguridad: un máximo de 90 días, salvo que sean necesarios para investigar un incidente concreto.',
          ],
        },
        'Cuando termina cada plazo, bloqueamos los datos: solo quedan a disposición de jueces, tribunales y administraciones públicas para atender posibles responsabilidades mientras estas puedan exigirse, como establece el artículo 32 de la LOPDGDD. Después los suprimimos.',
      ],
    },
    {
      id: 'recipients',
      heading: 'Con quién compartimos tus datos',
      blocks: [
        {
          list: [
            'Nuestra pasarela de pago, una entidad de pago autorizada, y, a través de ella, las redes de tarjetas Visa y Mastercard y el banco que emitió tu tarjeta, para autenticar y autorizar el pago. Cada uno trata los datos como responsable, según su propia normativa.',
            'Las empresas de transporte que entregan tus pedidos o recogen las devoluciones, que reciben tu nombre, la dirección de entrega, tu teléfono y tu correo electrónico.',
            'Los proveedores que nos prestan servicios de alojamiento web, correo electrónico y asistencia técnica, y nuestra asesoría fiscal y contable. Actúan como encargados del tratamiento, con un contrato conforme al artículo 28 del RGPD, y no pueden usar tus datos para fines propios.',
            'La Agencia Tributaria, los jueces y tribunales y otras autoridades, cuando la ley nos obligue a comunicárselos.',
          ],
        },
        'El formulario de WhatsApp de la página de contacto no nos envía tus datos: abre WhatsApp con tu mensaje ya escrito. Si decides enviarlo, WhatsApp Ireland Limited tratará tus datos según su propia política de privacidad.',
        'No vendemos tus datos ni los cedemos a terceros para que los usen con fines comerciales.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transferencias internacionales',
      blocks: [
        'Tratamos tus datos dentro del Espacio Económico Europeo. Si algún proveedor necesitara acceder a ellos desde fuera de él, solo lo permitiremos con las garantías del capítulo V del RGPD, como una decisión de adecuación de la Comisión Europea o las cláusulas contractuales tipo aprobadas por ella.',
      ],
    },
    {
      id: 'rights',
      heading: 'Tus derechos',
      blocks: [
        'En cualquier momento puedes pedirnos:',
        {
          list: [
            'Acceso: saber si tratamos tus datos y obtener una copia de ellos.',
            'Rectificación: corregir los datos inexactos o completar los incompletos.',
            'Supresión: que borremos tus datos cuando ya no sean necesarios o no haya base para tratarlos.',
            'Oposición: que dejemos de tratarlos cuando la base sea nuestro interés legítimo, salvo que existan motivos legítimos imperiosos o los necesitemos para defendernos ante una reclamación.',
            'Limitación: que conservemos tus datos sin usarlos mientras se resuelve una solicitud tuya o para que puedas ejercer o defender tus derechos.',
            'Portabilidad: recibir en un formato estructurado y de uso común los datos que nos diste para gestionar tu cuenta y tus pedidos, o que se los enviemos a otro responsable.',
            'No ser objeto de decisiones basadas únicamente en un tratamiento automatizado que produzcan efectos jurídicos sobre ti o te afecten de forma significativa.',
          ],
        },
        'Si alguna vez tratamos tus datos con tu consentimiento, podrás retirarlo cuando quieras, sin que ello afecte a la licitud del tratamiento anterior.',
      ],
    },
    {
      id: 'exercise-rights',
      heading: 'Cómo ejercer tus derechos',
      blocks: [
        [
          'Escríbenos a ',
          privacyMail,
          ` o por correo postal a ${STUDIO.legalName}, ${postalAddress}, indicando qué derecho quieres ejercer. Si es posible, escríbenos desde el correo de tu cuenta; si tenemos dudas razonables sobre tu identidad, podremos pedirte información adicional para confirmarla.`,
        ],
        'Ejercer tus derechos es gratuito. Te responderemos en el plazo de un mes desde que recibamos tu solicitud. Si es compleja o recibimos muchas, el plazo puede ampliarse otros dos meses; en ese caso te lo diremos dentro del primer mes.',
      ],
    },
    {
      id: 'complaint',
      heading: 'Reclamación ante la Agencia Española de Protección de Datos',
      blocks: [
        [
          'Si consideras que no hemos tratado tus datos correctamente o que no hemos atendido bien tu solicitud, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), C/ Jorge Juan, 6, 28001 Madrid, ',
          { text: 'www.aepd.es', href: AEPD_WEBSITE },
          '. Te agradeceremos que antes nos escribas para que podamos intentar resolverlo.',
        ],
      ],
    },
    {
      id: 'security',
      heading: 'Seguridad',
      blocks: [
        'Aplicamos medidas técnicas y organizativas adecuadas al riesgo: conexión cifrada, contraseñas guardadas con una función de derivación segura y nunca en claro, acceso a los datos solo para el personal que los necesita y límites a los intentos de inicio de sesión. Si sufriéramos una brecha de seguridad que supusiera un alto riesgo para ti, te lo comunicaríamos sin demora.',
      ],
    },
    {
      id: 'minors',
      heading: 'Menores de edad',
      blocks: [
        'La tienda está dirigida a personas mayores de edad. Si eres menor, no te registres ni compres en ella. Si sabemos que hemos recogido datos de un menor sin la autorización de sus padres o tutores, los borraremos.',
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en esta política',
      blocks: [
        [
          'Podemos actualizar esta política cuando cambien la tienda o la normativa. La fecha de la última actualización figura al principio de la página y, si el cambio es importante y tienes cuenta, te avisaremos por correo electrónico. El uso de cookies y del almacenamiento de tu navegador se explica en la ',
          route('política de cookies', ROUTES.cookiesPolicy),
          '.',
        ],
      ],
    },
  ],
};

export default privacyPolicy;
