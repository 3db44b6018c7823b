/** The multipart body of a picture upload: the record's id field and the picture under `filePic`. */
export function pictureForm(idField: string, id: number, file: File) {
  const form = new FormData();
  form.append(idField, String(id));
  form.append('filePic', file);
  return form;
}
