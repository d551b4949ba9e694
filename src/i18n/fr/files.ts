/** Le champ de fichiers d’un formulaire (src/console/kinds/FilesInput.tsx). */
export default {
  add: 'Ajouter des fichiers',
  remove: 'Retirer %{name}',
  refused: '%{name} n’a pas été ajouté :',
  tooLarge: 'Le fichier dépasse 50 Mo',
  typeNotAllowed: 'Type de fichier refusé : uniquement PDF, images et documents bureautiques.',
  tooMany: 'Au plus %{max} fichiers peuvent être envoyés à la fois.',
  uploading: 'Envoi : %{percent} %',
};
