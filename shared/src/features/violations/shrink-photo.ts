// docs/adr/0027: a photo is shrunk on the device before it is sent: drawn on a canvas at most
// PHOTO_LIMITS.maxSide pixels on its longer side and saved as JPEG, the quality (then the size)
// lowered until it fits PHOTO_LIMITS.maxBytes. Drawing it again drops its EXIF (GPS position
// included); the server strips metadata too and checks the type by content.
import { PHOTO_LIMITS } from '../../domain';

export const PHOTO_UNREADABLE = 'This photo could not be read. Please take it again.';

function canvasBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

export async function shrinkPhoto(
  file: Blob,
  maxBytes: number = PHOTO_LIMITS.maxBytes,
  maxSide: number = PHOTO_LIMITS.maxSide,
): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    // The phone's orientation is applied, so the picture stands as it was taken.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(PHOTO_UNREADABLE);
  }
  try {
    let side = Math.min(maxSide, Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    for (let round = 0; round < 6; round += 1) {
      const scale = side / Math.max(bitmap.width, bitmap.height);
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) throw new Error(PHOTO_UNREADABLE);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of [0.85, 0.7, 0.55, 0.4]) {
        const blob = await canvasBlob(canvas, quality);
        if (blob && blob.size <= maxBytes) return blob;
      }
      side = Math.round(side * 0.7);
    }
    throw new Error(PHOTO_UNREADABLE);
  } finally {
    bitmap.close();
  }
}
