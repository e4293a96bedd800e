// The sidebar's materials inside WeCom (docs/wecom.md "The chat sidebar"): sendChatMessage sends
// an image, a video or a file only by WeCom media id (`mediaid`), so the material's file goes up
// as temporary media first, through the one media service (limits checked before the upload,
// a live id reused, per tenant in wecom_media; WeCom shares a media id between the corp's apps).
// A poster is an image. Links go as a link card and text as text: nothing to upload.
import { basename } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { SiderMaterialMedia } from '../../../../contract/reach/sider-wecom';
import type { Database } from '../../../db/database';
import { materials } from '../../../db/schema/material';
import { BusinessError, HttpError } from '../../../http/http-errors';
import type { MediaType } from '../../../platform/wecom/media';
import { MEDIA_REFUSED_CODE } from '../../../platform/wecom/media-service';
import { wecomReachOf } from '../../../platform/wecom/reach-deps';
import { tenantPlatformKind } from '../../../platform/wecom/tenant-platform';
import { SIDER_WECOM_ERRORS } from './sider-wecom';

const MEDIA_OF: Readonly<Record<string, MediaType>> = {
  image: 'image',
  poster: 'image',
  video: 'video',
  file: 'file',
};

/** The uploaded file's name (WeCom shows it on a file): the title, with the file's extension. */
function uploadName(title: string, url: string): string {
  if (/\.[a-z0-9]{2,5}$/i.test(title)) return title;
  const extension = /\.([a-z0-9]{2,5})$/i.exec(basename(url.split('?')[0] ?? ''))?.[1];
  return extension ? `${title}.${extension.toLowerCase()}` : title;
}

export async function siderMaterialMediaId(
  db: Database,
  tenantId: string,
  materialId: number,
): Promise<SiderMaterialMedia> {
  if ((await tenantPlatformKind(db, tenantId)) !== 'wecom') {
    const { code, msg } = SIDER_WECOM_ERRORS.notOnWecom;
    throw new BusinessError(code, msg);
  }
  const [material] = await db
    .select({ type: materials.type, title: materials.title, url: materials.url })
    .from(materials)
    .where(and(eq(materials.tenantId, tenantId), eq(materials.id, materialId)));
  if (!material) throw new HttpError(404, '素材不存在');
  const type = MEDIA_OF[material.type];
  if (!type || !material.url) {
    throw new BusinessError(
      MEDIA_REFUSED_CODE,
      `素材「${material.title}」不是图片、视频或文件，不能作为企业微信素材发送`,
    );
  }
  const { media, read } = wecomReachOf(db);
  const file = await read(material.url, uploadName(material.title, material.url));
  return { msgtype: type, media_id: await media.mediaId(tenantId, type, file, 'message') };
}
