import { type ExplainerVideo, VIDEO_MESSAGES } from '#contract/explainer-videos';
import { contractText } from '#src/i18n/contract-text';
import { notify } from '#src/lib/notify';

async function saveFrom(url: string, fileName: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The download call first, then a direct fetch of the video URL (spec 03 §7); the links carry their token. */
export async function downloadVideo(video: ExplainerVideo): Promise<void> {
  if (video.status !== 'completed' || !(video.downloadUrl || video.videoUrl)) {
    notify.error(contractText(VIDEO_MESSAGES.notReady));
    return;
  }
  const extension = video.mimeType === 'video/mp4' ? 'mp4' : 'webm';
  const fileName = `explainer-video-${video.videoId.slice(0, 8)}.${extension}`;
  for (const url of [video.downloadUrl, video.videoUrl]) {
    if (!url) continue;
    try {
      await saveFrom(url, fileName);
      notify.success(contractText(VIDEO_MESSAGES.downloadStarted));
      return;
    } catch (error) {
      console.error('Explainer video download failed', url, error);
    }
  }
  notify.error(contractText(VIDEO_MESSAGES.downloadFailed));
}
