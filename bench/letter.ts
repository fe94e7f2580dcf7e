/**
 * The letter every benchmarked message carries, in the product and in the bare baseline alike, so both
 * decrypt and send the same bytes: about a kilobyte, a short letter.
 */
export const letter = {
  subject: 'Para cuando llegue el día',
  content: [
    'Querido Luis:',
    'Si estás leyendo esto, es que ha llegado el momento que tantas veces te anuncié medio en broma. No estés triste ' +
      'mucho tiempo; prefiero que te acuerdes de las tardes en la playa de Zarautz y de las recetas que nunca ' +
      'conseguimos que salieran como las de la abuela.',
    'La llave del trastero está en la caja azul, detrás de los libros de tu padre. Dentro encontrarás las cartas ' +
      'que me escribiste desde Salamanca, los papeles de la casa y un sobre cerrado para tu hermana: dáselo en ' +
      'persona, por favor, no por correo.',
    'El notario es el señor Arrieta, en la calle Mayor; ya sabe que irás. No firmes nada con prisas y pregunta ' +
      'todo lo que no entiendas, aunque te parezca una tontería. Para eso está.',
    'Cuida de la perra, riega el limonero aunque parezca muerto en invierno y llama a tu tía de vez en cuando, ' +
      'que se siente sola aunque nunca lo diga.',
    'Te quiero más de lo que supe decirte.',
    'Mamá',
  ].join('\n\n'),
};
