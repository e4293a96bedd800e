// A small multipart/form-data reader for the upload route: text fields plus one file part.
// (No multipart plugin is installed; the body is already bounded by the route's bodyLimit.)

export interface FilePart {
  readonly fieldName: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly data: Buffer;
}

export interface MultipartForm {
  readonly fields: Record<string, string>;
  readonly file?: FilePart;
}

export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

function headerValue(headers: string, name: string): string | undefined {
  const line = headers
    .split('\r\n')
    .find((item) => item.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

function dispositionParam(disposition: string, param: string): string | undefined {
  const match = new RegExp(`;\\s*${param}="([^"]*)"`, 'i').exec(disposition);
  return match?.[1];
}

/** Parses the parts; undefined when the body is not well-formed multipart. */
export function parseMultipart(body: Buffer, boundary: string): MultipartForm | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: Record<string, string> = {};
  let file: FilePart | undefined;
  let start = body.indexOf(delimiter);
  if (start < 0) return undefined;
  for (;;) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next < 0) return undefined;
    // Part = CRLF headers CRLF CRLF content CRLF
    const part = body.subarray(afterDelimiter + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) return undefined;
    const headers = part.subarray(0, split).toString('utf8');
    const content = part.subarray(split + 4);
    const disposition = headerValue(headers, 'content-disposition') ?? '';
    const name = dispositionParam(disposition, 'name');
    if (name === undefined) return undefined;
    const fileName = dispositionParam(disposition, 'filename');
    if (fileName === undefined) {
      fields[name] = content.toString('utf8');
    } else if (!file) {
      file = {
        fieldName: name,
        fileName,
        contentType: headerValue(headers, 'content-type') ?? 'application/octet-stream',
        data: Buffer.from(content),
      };
    }
    start = next;
  }
  return { fields, ...(file ? { file } : {}) };
}
