import { ROUTES } from 'shared-contracts';
import { type LegalDocument } from '../legal-document';
import { type StorageLabels, storageSubsection } from '../storage-item';
import { privacyMail, route } from '../studio';

const LABELS: StorageLabels = {
  where: 'Dónde',
  contents: 'Contenido',
  purpose: 'Finalidad',
  duration: 'Duración',
  type: 'Tipo',
};

const LOCAL = 'Almacenamiento local (localStorage) de tu navegador';
const SESSION = 'Almacenamiento de sesión (sessionStorage) de tu navegador';
const UNTIL_DELETED = 'Hasta que borres los datos de este sitio en tu navegador.';
const OWN_TECHNICAL = 'Propio y técnico (necesario para el servicio que pides).';

const cookiesPolicy: LegalDocument = {
  lastUpdated: '2026-11-22',
  numbered: true,
  intro: [
    'Esta política explica qué cookies y qué otros datos guarda la tienda en tu navegador, para qué los usa y cómo puedes gestionarlos, conforme al artículo 22.2 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE).',
  ],
  sections: [
    {
      id: 'what-they-are',
      heading: 'Qué son las cookies y el almacenamiento local',
      blocks: [
        'Las cookies son pequeños archivos que un sitio web guarda en tu navegador. El almacenamiento local (localStorage) y el almacenamiento de sesión (sessionStorage) son funciones parecidas del navegador: guardan datos en tu dispositivo, no en nuestros servidores. La ley los trata igual que a las cookies, y en esta política los explicamos todos.',
        'En resumen: Olmo solo usa cookies y almacenamiento propios, necesarios para que la tienda funcione o para recordar lo que tú eliges. No usamos cookies de análisis, de publicidad ni de redes sociales.',
      ],
    },
    {
      id: 'what-we-store',
      heading: 'Qué guardamos en tu navegador',
      subsections: [
        {
          heading: 'Tu respuesta al aviso de cookies',
          where: LOCAL,
          contents: '«true» si pulsas «Aceptar» y «false» si pulsas «Rechazar».',
          purpose: 'Recordar tu respuesta para respetarla y no volver a mostrarte el aviso.',
          duration: UNTIL_DELETED,
          type: 'Propio y técnico.',
        },
        {
          heading: 'Idioma',
          where: LOCAL,
          contents: 'El idioma que eliges: castellano o inglés.',
          purpose: 'Mostrarte la tienda en tu idioma en cada visita.',
          duration: UNTIL_DELETED,
          type: 'Propio, de personalización elegida por ti.',
        },
        {
          heading: 'Tu sesión',
          where: SESSION,
          contents: 'El token de tu sesión, tu identificador de usuario y la fecha en que caduca la sesión.',
          purpose: 'Mantener tu sesión iniciada mientras navegas por la tienda.',
          duration: 'Se borra al cerrar la pestaña, al cerrar la sesión o cuando la sesión caduca.',
          type: OWN_TECHNICAL,
        },
        {
          heading: 'Cookies de «Recordarme»',
          where: 'Dos cookies de la tienda, que solo se crean si marcas «Recordarme» al iniciar sesión.',
          contents: 'Una, el token de tu sesión; la otra, tu identificador de usuario.',
          purpose: 'Que sigas con la sesión iniciada cuando vuelvas a la tienda en ese navegador.',
          duration: 'Hasta que caduca la sesión, como máximo, o hasta que cierras la sesión.',
          type: 'Propias y técnicas, pedidas por ti. Solo se envían a la tienda y, en conexiones seguras, solo cifradas.',
          notes: [
            'El personal del estudio tiene su propio acceso a la zona de gestión de la tienda, con una sesión y unas cookies equivalentes e independientes de las tuyas.',
          ],
        },
        {
          heading: 'Carrito y lista de deseos sin sesión',
          where: LOCAL,
          contents: 'Los productos de tu carrito, con sus cantidades, y los de tu lista de deseos.',
          purpose: 'Conservarlos aunque no tengas cuenta. Con la sesión iniciada se guardan en tu cuenta.',
          duration: UNTIL_DELETED,
          type: OWN_TECHNICAL,
        },
        {
          heading: 'Productos vistos',
          where: SESSION,
          contents: 'Los últimos productos que has visto, 20 como máximo.',
          purpose: 'Que sus páginas carguen más deprisa si vuelves a ellas.',
          duration: 'Se borra al cerrar la pestaña.',
          type: OWN_TECHNICAL,
        },
        {
          heading: 'Configuración técnica de la tienda',
          where: LOCAL,
          contents: 'Las direcciones de las partes de la tienda, sin ningún dato personal.',
          purpose: 'Que la tienda siga funcionando si un día no puede descargar su configuración.',
          duration: UNTIL_DELETED,
          type: OWN_TECHNICAL,
        },
      ].map((item) => storageSubsection(LABELS, item)),
    },
    {
      id: 'third-parties',
      heading: 'Servicios de terceros',
      blocks: [
        'Durante el pago, la verificación 3-D Secure de tu banco se abre dentro de la página de pago. Ese contenido lo sirve tu banco, o su proveedor, que puede usar sus propias cookies para autenticar el pago, bajo su responsabilidad y según su política.',
        'El formulario de WhatsApp de la página de contacto te lleva a WhatsApp, que aplica sus propias cookies y su política en su sitio. La tienda no carga contenido de WhatsApp mientras no lo abras.',
      ],
    },
    {
      id: 'consent',
      heading: 'Tu consentimiento',
      blocks: [
        'Todo lo que guardamos es necesario para el servicio que nos pides o responde a una elección tuya, por lo que la ley no exige tu consentimiento para ello. Aun así, al entrar te mostramos un aviso para informarte y te pedimos que aceptes o rechaces.',
        'Tu respuesta se guarda en el almacenamiento local de tu navegador como «true» (aceptada) o «false» (rechazada). Si rechazas, la tienda funciona igual, porque hoy no usamos nada que necesite tu consentimiento.',
        'Si en el futuro incorporamos cookies de análisis, de publicidad o de terceros, actualizaremos esta política y te volveremos a pedir tu consentimiento antes de activarlas.',
      ],
    },
    {
      id: 'manage',
      heading: 'Cómo cambiar tu respuesta o borrar los datos',
      blocks: [
        'Puedes retirar tu consentimiento o cambiar tu respuesta cuando quieras borrando los datos de este sitio en tu navegador. El aviso volverá a aparecer en tu próxima visita y podrás elegir de nuevo.',
        'En la mayoría de los navegadores puedes hacerlo desde el icono que aparece junto a la dirección de la tienda (información o configuración del sitio) o desde los ajustes de privacidad, en el apartado de cookies y datos de sitios. También puedes configurar tu navegador para bloquear las cookies o avisarte antes de guardarlas.',
        'Ten en cuenta que, al borrar estos datos, también se borran el idioma elegido y el carrito y la lista de deseos que tengas sin sesión, y se cierra tu sesión. Si bloqueas las cookies y el almacenamiento de la tienda, no podrás mantener la sesión iniciada ni guardar el carrito.',
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios y contacto',
      blocks: [
        [
          'Actualizaremos esta política cuando cambie lo que guardamos; la fecha de la última actualización figura al principio de la página. Para cualquier duda, escríbenos a ',
          privacyMail,
          '. Cómo tratamos tus datos personales se explica en la ',
          route('política de privacidad', ROUTES.privacyPolicy),
          '.',
        ],
      ],
    },
  ],
};

export default cookiesPolicy;
