// WeCom temporary media (valid 3 days on WeCom): the types and the file read before an upload.
// Every upload goes through the one media service (media-service.ts): limits first, a live
// media id reused (docs/wecom.md "Media").

export type MediaType = 'image' | 'video' | 'file';

export interface MediaFile {
  readonly filename: string;
  readonly contentType: string;
  readonly data: Uint8Array;
}

/** Reads the bytes behind an attachment's URL (our uploads or an outside http(s) file). */
export type MediaSource = (url: string, name: string) => Promise<MediaFile>;
