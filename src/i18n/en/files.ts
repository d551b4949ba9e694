/** A form's files input (src/console/kinds/FilesInput.tsx): choosing, refusing, sending. Signed-in screens only. */
export default {
  add: 'Add files',
  remove: 'Remove %{name}',
  refused: '%{name} was not added:',
  tooLarge: 'File exceeds 50MB',
  typeNotAllowed: 'File type not allowed: only PDF, images and office documents.',
  tooMany: 'At most %{max} files can be sent at a time.',
  uploading: 'Uploading: %{percent}%',
};
