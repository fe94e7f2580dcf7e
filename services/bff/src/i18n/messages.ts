/** Every text the bff answers with, in both product languages. Spanish is the default and fallback. */
export const messages = {
  NOT_SIGNED_IN: { es: 'No has iniciado sesión.', en: 'You are not signed in.' },
  SESSION_EXPIRED: {
    es: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    en: 'Your session has expired. Please sign in again.',
  },
  INVALID_CREDENTIALS: { es: 'Credenciales incorrectas', en: 'Incorrect e-mail or password' },
  EMAIL_INVALID: { es: 'Correo electrónico inválido', en: 'Invalid e-mail address' },
  PASSWORD_REQUIRED: { es: 'La contraseña es obligatoria', en: 'Password is required' },
  USERNAME_TOO_SHORT: {
    es: 'El nombre de usuario debe tener al menos 3 caracteres',
    en: 'Username must be at least 3 characters',
  },
  USERNAME_TOO_LONG: {
    es: 'El nombre de usuario no puede tener más de 30 caracteres',
    en: 'Username cannot be longer than 30 characters',
  },
  USERNAME_INVALID_CHARACTERS: {
    es: 'El nombre de usuario solo puede contener letras, números y guiones bajos',
    en: 'Username can only contain letters, numbers and underscores',
  },
  PASSWORD_TOO_SHORT: {
    es: 'La contraseña debe tener al menos 6 caracteres',
    en: 'Password must be at least 6 characters',
  },
  PASSWORD_TOO_LONG: {
    es: 'La contraseña no puede tener más de 128 caracteres',
    en: 'Password cannot be longer than 128 characters',
  },
  FULL_NAME_TOO_SHORT: {
    es: 'El nombre completo debe tener al menos 3 caracteres',
    en: 'Full name must be at least 3 characters',
  },
  FULL_NAME_TOO_LONG: {
    es: 'El nombre completo no puede tener más de 100 caracteres',
    en: 'Full name cannot be longer than 100 characters',
  },
  USERNAME_TAKEN: { es: 'El nombre de usuario ya está en uso', en: 'That username is already taken' },
  EMAIL_TAKEN: {
    es: 'El correo electrónico ya está registrado',
    en: 'That e-mail address is already registered',
  },
  EMAIL_ALREADY_VERIFIED: {
    es: 'Tu correo electrónico ya está verificado.',
    en: 'Your e-mail address is already verified.',
  },
  TOKEN_INVALID: {
    es: 'El enlace no es válido. Comprueba que lo has copiado entero o pide uno nuevo.',
    en: 'The link is not valid. Check that you copied all of it, or ask for a new one.',
  },
  TOKEN_USED: { es: 'Este enlace ya se ha usado.', en: 'This link has already been used.' },
  TOKEN_EXPIRED: {
    es: 'Este enlace ha caducado. Pide uno nuevo.',
    en: 'This link has expired. Ask for a new one.',
  },
  RATE_LIMITED: {
    es: 'Demasiados intentos. Espera {wait} y vuelve a intentarlo.',
    en: 'Too many attempts. Wait {wait} and try again.',
  },
  CROSS_SITE_REFUSED: {
    es: 'Solicitud rechazada: no procede de esta aplicación.',
    en: 'Request refused: it did not come from this application.',
  },
  JSON_REQUIRED: {
    es: 'La solicitud debe enviarse en formato JSON.',
    en: 'The request must be sent as JSON.',
  },
  BAD_REQUEST: { es: 'La solicitud no es válida.', en: 'The request is not valid.' },
  ROUTE_NOT_FOUND: { es: 'No existe esa ruta.', en: 'There is no such route.' },
  UNAVAILABLE: {
    es: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
    en: 'The service is not available right now. Please try again in a few minutes.',
  },
  INTERNAL: {
    es: 'Ha ocurrido un error inesperado. Inténtalo de nuevo más tarde.',
    en: 'Something went wrong on our side. Please try again later.',
  },
  VERIFICATION_SENT: {
    es: 'Te hemos enviado un nuevo correo de verificación.',
    en: 'We have sent you a new verification e-mail.',
  },
  EMAIL_VERIFIED: { es: 'Correo electrónico verificado.', en: 'E-mail address verified.' },
  RESET_LINK_SENT: {
    es: 'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.',
    en: 'If an account exists for that address, we have sent it a link to reset the password.',
  },
  PASSWORD_CHANGED: {
    es: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión.',
    en: 'Your password has been changed. You can sign in now.',
  },
  SIGNED_OUT: { es: 'Has cerrado la sesión.', en: 'You have signed out.' },
  RECIPIENT_REQUIRED: { es: 'El destinatario es obligatorio', en: 'Recipient is required' },
  RECIPIENT_TOO_LONG: {
    es: 'El nombre del destinatario no puede tener más de 200 caracteres',
    en: 'Recipient cannot be longer than 200 characters',
  },
  RECIPIENT_EMAIL_INVALID: {
    es: 'El correo electrónico del destinatario no es válido',
    en: "The recipient's e-mail address is not valid",
  },
  SUBJECT_REQUIRED: { es: 'El asunto es obligatorio', en: 'Subject is required' },
  SUBJECT_TOO_LONG: {
    es: 'El asunto no puede tener más de 200 caracteres',
    en: 'Subject cannot be longer than 200 characters',
  },
  CONTENT_REQUIRED: { es: 'El mensaje es obligatorio', en: 'Message is required' },
  CONTENT_TOO_LONG: {
    es: 'El mensaje no puede tener más de 50.000 caracteres',
    en: 'Message cannot be longer than 50,000 characters',
  },
  TITLE_TOO_LONG: {
    es: 'El título no puede tener más de 100 caracteres',
    en: 'Title cannot be longer than 100 characters',
  },
  MESSAGE_TYPE_INVALID: { es: 'El tipo de mensaje no es válido', en: 'The message type is not valid' },
  SECURITY_LEVEL_INVALID: { es: 'El nivel de seguridad no es válido', en: 'The security level is not valid' },
  DELIVERY_METHOD_INVALID: {
    es: 'El método de entrega no es válido',
    en: 'The delivery method is not valid',
  },
  SCHEDULING_TYPE_INVALID: {
    es: 'El tipo de programación no es válido',
    en: 'The scheduling type is not valid',
  },
  DELIVERY_DATE_INVALID: { es: 'La fecha de entrega no es válida', en: 'The delivery date is not valid' },
  DELIVERY_DATE_PAST: {
    es: 'La fecha de entrega no puede estar en el pasado',
    en: 'The delivery date cannot be in the past',
  },
  LETTER_NOT_FOUND: { es: 'No encontramos esa carta.', en: 'We could not find that letter.' },
  LETTER_STATE_CONFLICT: {
    es: 'Esa carta ya no está en ese paso. Recarga la lista.',
    en: 'That letter is no longer at that step. Reload the list.',
  },
  LETTER_CANCELLED: {
    es: 'El remitente eliminó este mensaje: la carta se ha cancelado y no debe enviarse.',
    en: 'The sender deleted this message: the letter is cancelled and must not be posted.',
  },
  LETTER_STATUS_INVALID: { es: 'Ese estado de carta no existe.', en: 'That letter status does not exist.' },
  LIFE_PROOF_CADENCE_INVALID: {
    es: 'La frecuencia de la prueba de vida no es válida',
    en: 'The proof-of-life frequency is not valid',
  },
  POSTAL_ADDRESS_REQUIRED: {
    es: 'La dirección postal es obligatoria para el envío por correo postal',
    en: 'A postal address is required for delivery by post',
  },
  SENDER_NAME_TOO_LONG: {
    es: 'Tu nombre no puede tener más de 100 caracteres',
    en: 'Your name cannot be longer than 100 characters',
  },
  TRUSTED_CONTACT_NAME_REQUIRED: {
    es: 'Escribe el nombre de tu persona de confianza',
    en: 'Write the name of your trusted contact',
  },
  TRUSTED_CONTACT_NAME_TOO_LONG: {
    es: 'El nombre de tu persona de confianza es demasiado largo',
    en: "Your trusted contact's name is too long",
  },
  TRUSTED_CONTACT_EMAIL_INVALID: {
    es: 'El correo electrónico de tu persona de confianza no es válido',
    en: "Your trusted contact's e-mail address is not valid",
  },
  TRUSTED_CONTACT_IS_RECIPIENT: {
    es: 'Tu persona de confianza no puede ser quien recibe el mensaje',
    en: 'Your trusted contact cannot be the person who receives the message',
  },
  POSTAL_NAME_REQUIRED: {
    es: 'Escribe a nombre de quién va la carta',
    en: 'Write who the letter is addressed to',
  },
  POSTAL_LINE_REQUIRED: { es: 'La dirección es obligatoria', en: 'The street address is required' },
  POSTAL_CITY_REQUIRED: { es: 'La ciudad es obligatoria', en: 'The city is required' },
  POSTAL_CODE_INVALID: {
    es: 'El código postal no tiene el formato de ese país',
    en: "The postal code does not match that country's format",
  },
  POSTAL_REGION_REQUIRED: {
    es: 'Para ese país hace falta la provincia o el estado',
    en: 'That country needs a state or province',
  },
  POSTAL_COUNTRY_INVALID: {
    es: 'Por ahora no enviamos cartas a ese país',
    en: 'We do not post letters to that country yet',
  },
  POSTAL_FIELD_TOO_LONG: {
    es: 'Una línea de la dirección es demasiado larga',
    en: 'A line of the address is too long',
  },
  QUESTION_REQUIRED: { es: 'La pregunta es obligatoria', en: 'The question is required' },
  ANSWER_REQUIRED: { es: 'La respuesta es obligatoria', en: 'The answer is required' },
  QUESTION_TOO_LONG: {
    es: 'La pregunta no puede tener más de 300 caracteres',
    en: 'The question cannot be longer than 300 characters',
  },
  ANSWER_TOO_LONG: {
    es: 'La respuesta no puede tener más de 200 caracteres',
    en: 'The answer cannot be longer than 200 characters',
  },
  TOO_MANY_QUESTIONS: {
    es: 'Este nivel de seguridad no admite más preguntas (como máximo 3; una en los niveles intermedio y estricto)',
    en: 'This security level takes no more questions (at most 3; one for the intermediate and strict levels)',
  },
  QUESTION_CONFLICT: {
    es: 'Se estaba guardando otra pregunta a la vez. Inténtalo de nuevo.',
    en: 'Another question was being saved at the same time. Please try again.',
  },
  QUESTION_MISSING: {
    es: 'Este nivel de seguridad necesita una pregunta de seguridad.',
    en: 'This security level needs a security question.',
  },
  MESSAGE_NOT_FOUND: { es: 'Mensaje no encontrado', en: 'Message not found' },
  MESSAGE_SEALED: {
    es: 'Este mensaje ya está completo y no se puede cambiar.',
    en: 'This message is complete and can no longer be changed.',
  },
  DRAFT_LIMIT: {
    es: 'Tienes demasiados mensajes sin terminar. Termina o elimina alguno antes de crear otro.',
    en: 'You have too many unfinished messages. Finish or delete one before you create another.',
  },
  EMAIL_NOT_VERIFIED: {
    es: 'Verifica tu correo electrónico antes de enviar mensajes.',
    en: 'Verify your e-mail address before you send messages.',
  },
  DAILY_LIMIT_REACHED: {
    es: 'Has llegado al límite de mensajes por hoy. Podrás enviar más mañana.',
    en: 'You have reached the limit of messages for today. You can send more tomorrow.',
  },
  MEDIA_QUOTA_EXCEEDED: {
    es: 'Has llenado el espacio para archivos adjuntos de tu cuenta (1 GB). Elimina archivos de mensajes que ya no necesites para subir más.',
    en: 'You have filled your account’s space for attachments (1 GB). Delete files from messages you no longer need to upload more.',
  },
  ASSISTANT_NOT_CONFIGURED: {
    es: 'El asistente de escritura no está disponible en este momento.',
    en: 'The writing assistant is not available right now.',
  },
  ASSISTANT_UNAVAILABLE: {
    es: 'El asistente de escritura no responde. Tu texto sigue intacto; inténtalo de nuevo en unos minutos.',
    en: 'The writing assistant is not answering. Your text is untouched; try again in a few minutes.',
  },
  ASSISTANT_BUSY: {
    es: 'El asistente de escritura está muy solicitado. Inténtalo de nuevo en un momento.',
    en: 'The writing assistant is very busy. Try again in a moment.',
  },
  ASSISTANT_TIMEOUT: {
    es: 'El asistente de escritura ha tardado demasiado. Tu texto sigue intacto; inténtalo de nuevo.',
    en: 'The writing assistant took too long. Your text is untouched; try again.',
  },
  ASSISTANT_TEXT_REQUIRED: {
    es: 'Escribe algo en el mensaje para que el asistente pueda trabajar con ello.',
    en: 'Write something in the message for the assistant to work with.',
  },
  ASSISTANT_TASK_INVALID: {
    es: 'El asistente no sabe hacer eso.',
    en: 'The assistant cannot do that.',
  },
  ASSISTANT_LANGUAGE_INVALID: {
    es: 'El asistente escribe en español o en inglés.',
    en: 'The assistant writes in Spanish or English.',
  },
  TOO_MANY_IMAGES: { es: 'Máximo 2 imágenes permitidas', en: 'At most 2 images allowed' },
  TOO_MANY_VIDEOS: { es: 'Máximo 1 video permitido', en: 'At most 1 video allowed' },
  IMAGE_TOO_LARGE: {
    es: 'La imagen no puede superar los 10 MB',
    en: 'The image cannot be larger than 10 MB',
  },
  VIDEO_TOO_LARGE: { es: 'El video no puede superar los 50 MB', en: 'The video cannot be larger than 50 MB' },
  VIDEO_TOO_LONG: {
    es: 'El video no puede durar más de 3 minutos',
    en: 'The video cannot be longer than 3 minutes',
  },
  VIDEO_UNREADABLE: {
    es: 'No se pudo leer el video. Prueba con otro archivo WebM o MP4.',
    en: 'The video could not be read. Try another WebM or MP4 file.',
  },
  MEDIA_TYPE_UNSUPPORTED: {
    es: 'Tipo de archivo no válido. Usa una imagen (JPEG, PNG, GIF, WebP o AVIF) o un video (WebM, MP4 o MOV).',
    en: 'File type not supported. Use an image (JPEG, PNG, GIF, WebP or AVIF) or a video (WebM, MP4 or MOV).',
  },
  MEDIA_HEIC_UNSUPPORTED: {
    es: 'Las fotos HEIC del iPhone no se pueden mostrar en todos los navegadores. Compártela como JPEG e inténtalo de nuevo.',
    en: 'iPhone HEIC photos cannot be shown in every browser. Share the photo as a JPEG and try again.',
  },
  MEDIA_TYPE_MISMATCH: {
    es: 'El contenido del archivo no corresponde al tipo indicado.',
    en: 'The file’s content does not match its type.',
  },
  MEDIA_EMPTY: { es: 'El archivo está vacío.', en: 'The file is empty.' },
  MEDIA_HEADER_INVALID: { es: 'La solicitud no es válida.', en: 'The request is not valid.' },
  MEDIA_NOT_FOUND: { es: 'Archivo no encontrado', en: 'File not found' },
  ACCESS_CODE_REQUIRED: { es: 'El código de acceso es obligatorio', en: 'The access code is required' },
  ACCESS_NOT_FOUND: {
    es: 'El código proporcionado no es válido o el mensaje no está disponible.',
    en: 'The code is not valid or the message is not available.',
  },
  NOT_YET_AVAILABLE: {
    es: 'Este mensaje todavía no está disponible.',
    en: 'This message is not available yet.',
  },
  WRONG_ANSWER: {
    es: 'La respuesta proporcionada es incorrecta.',
    en: 'The answer given is not correct.',
  },
  MESSAGE_LOCKED: {
    es: 'Este mensaje ha sido bloqueado debido a demasiados intentos fallidos.',
    en: 'This message has been locked after too many failed attempts.',
  },
  MESSAGE_DESTROYED: {
    es: 'Este mensaje se ha eliminado tras demasiados intentos fallidos.',
    en: 'This message has been deleted after too many failed attempts.',
  },
  ACCESS_GRANT_REQUIRED: {
    es: 'Vuelve a abrir el mensaje con su código para hacer esto.',
    en: 'Open the message again with its code to do this.',
  },
  INVALID_REACTION: { es: 'Esa reacción no existe.', en: 'That reaction does not exist.' },
  ACCESS_UNAVAILABLE: {
    es: 'No podemos comprobar el acceso en este momento. Inténtalo de nuevo en unos minutos.',
    en: 'We cannot check access right now. Please try again in a few minutes.',
  },
  RANGE_NOT_SATISFIABLE: {
    es: 'Ese fragmento del archivo no existe.',
    en: 'That part of the file does not exist.',
  },
  DISCOUNT_CODE_REQUIRED: { es: 'Introduce un código de descuento', en: 'Please enter a discount code' },
  DISCOUNT_NOT_FOUND: {
    es: 'El código de descuento no es válido o ha caducado',
    en: 'The discount code is not valid or has expired',
  },
  DISCOUNT_EXPIRED: { es: 'El código de descuento ha caducado', en: 'The discount code has expired' },
  DISCOUNT_USED_UP: {
    es: 'El código de descuento ya no tiene usos disponibles',
    en: 'The discount code has no uses left',
  },
  DISCOUNT_APPLIED: { es: 'Descuento del {percent} % aplicado', en: '{percent}% discount applied' },
  NOT_PAYABLE: {
    es: 'Este mensaje no está pendiente de pago',
    en: 'This message is not waiting for payment',
  },
  PAYPAL_UNAVAILABLE: {
    es: 'PayPal no responde ahora mismo. Inténtalo de nuevo en unos minutos.',
    en: 'PayPal is not answering right now. Please try again in a few minutes.',
  },
  CHECK_IN_NOT_FOUND: {
    es: 'Este enlace no es válido o ya no existe.',
    en: 'This link is not valid or no longer exists.',
  },
  SWITCH_NOT_FOUND: {
    es: 'Este mensaje no tiene prueba de vida.',
    en: 'This message has no proof of life.',
  },
  CONTACT_CHECK_CLOSED: {
    es: 'Ya no hace falta tu respuesta: el mensaje ya no espera a nadie.',
    en: 'Your answer is no longer needed: the message is not waiting for anyone.',
  },
  SWITCH_CLOSED: {
    es: 'Este mensaje ya se ha enviado o se ha cancelado.',
    en: 'This message has already been sent or cancelled.',
  },
  PAUSE_DATE_INVALID: {
    es: 'Elige un día entre mañana y dentro de un año.',
    en: 'Choose a day between tomorrow and a year from now.',
  },
  NOT_YOUR_MESSAGE: {
    es: 'Inicia sesión con la cuenta que escribió este mensaje.',
    en: 'Sign in with the account that wrote this message.',
  },
  UNKNOWN_ORDER: { es: 'No se encontró la orden de pago', en: 'The payment order was not found' },
  NOT_APPROVED: {
    es: 'El pago todavía no se ha aprobado en PayPal',
    en: 'The payment has not been approved on PayPal yet',
  },
  ORDER_CANCELLED: { es: 'Este pago se canceló', en: 'This payment was cancelled' },
  PAYMENT_DECLINED: {
    es: 'PayPal rechazó el pago. No se ha cobrado nada.',
    en: 'PayPal declined the payment. Nothing was charged.',
  },
  AMOUNT_MISMATCH: {
    es: 'El importe cobrado no coincide con el del pedido. Nuestro equipo lo revisará.',
    en: 'The amount charged does not match the order. Our team will review it.',
  },
  NO_FREE_DELIVERIES: { es: 'No te quedan envíos gratuitos', en: 'You have no free deliveries left' },
  FREE_DELIVERY_EMAIL_ONLY: {
    es: 'Los envíos gratuitos son solo para entregas por e-mail',
    en: 'Free deliveries are for e-mail deliveries only',
  },
  PAYMENT_PENDING: {
    es: 'PayPal está revisando el pago. Tu mensaje saldrá en cuanto se confirme.',
    en: 'PayPal is reviewing the payment. Your message goes out as soon as it is confirmed.',
  },
  WEBHOOK_INVALID: { es: 'Notificación no válida', en: 'Invalid notification' },
  FIELDS_REQUIRED: { es: 'Por favor completa todos los campos', en: 'Please fill in every field' },
  TEST_EMAIL_SENT: { es: 'Correo de prueba enviado', en: 'Test e-mail sent' },
  SMTP_UNAVAILABLE: {
    es: 'No se pudo enviar el correo: el servidor de correo no responde.',
    en: 'The e-mail could not be sent: the mail server does not answer.',
  },
  DISCOUNT_FIELDS_MISSING: { es: 'Datos incompletos', en: 'Incomplete data' },
  DISCOUNT_CODE_INVALID: {
    es: 'El código debe tener entre 3 y 20 letras o números',
    en: 'The code must have 3 to 20 letters or digits',
  },
  DISCOUNT_PERCENT_INVALID: {
    es: 'El porcentaje debe ser un número entre 1 y 100',
    en: 'The percentage must be a number between 1 and 100',
  },
  DISCOUNT_MAX_USES_INVALID: {
    es: 'El número máximo de usos debe ser un número entero positivo',
    en: 'The maximum number of uses must be a positive whole number',
  },
  DISCOUNT_VALID_UNTIL_INVALID: {
    es: 'La fecha de caducidad no es válida',
    en: 'The expiry date is not valid',
  },
  DISCOUNT_CODE_TAKEN: {
    es: 'Ya existe un código con ese nombre',
    en: 'A code with that name already exists',
  },
  DISCOUNT_CODE_NOT_FOUND: { es: 'Código de descuento no encontrado', en: 'Discount code not found' },
  DISCOUNT_CODE_DELETED: { es: 'Código eliminado', en: 'Code deleted' },
} as const;

export type MessageKey = keyof typeof messages;
export type Language = 'es' | 'en';

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

export function translate(
  key: MessageKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return messages[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The product language a request asks for: the first of es/en in Accept-Language by preference, else es. */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'es';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => entry.base === 'es' || entry.base === 'en');
  return found?.base === 'en' ? 'en' : 'es';
}
