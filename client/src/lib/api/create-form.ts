/**
 * A create that carries its file (a support agent with a photo, a make with its image, a post with its featured
 * image): one multipart request, the fields as JSON in `data` (the same object the route takes as JSON) and the file
 * beside them, so the server saves both or neither (src/common/uploads/uploaded-create.decorator.ts).
 */
export function createForm(fields: object, fileField: string, file: File): FormData {
  const form = new FormData();
  // A text part: a Blob would travel as a file named "blob", which the server refuses as an unknown file field.
  form.append('data', JSON.stringify(fields));
  form.append(fileField, file);
  return form;
}

/**
 * openapi-fetch options that send a FormData as it is: the browser sets the multipart boundary. The schema types the
 * multipart body as an object; the FormData stands in for it.
 */
export const multipartBody = (form: FormData) => ({ body: form as never, bodySerializer: (b: unknown) => b as FormData });
