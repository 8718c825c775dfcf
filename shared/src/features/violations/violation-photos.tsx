// docs/adr/0027: photos on violations. PhotoPicker takes up to 3 from the camera or the gallery
// (shrunk on the device, shown as thumbnails, removable); ViolationPhotosButton opens a
// violation's photos for those who may see them (admins, the reporter, the plate's owners).
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { getViolationPhoto } from '../../api';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '../../domain';
import { Button, DialogFrame, ErrorBox } from '../../ui';
import { apiErrorMessage } from '../report-api-error';
import { shrinkPhoto } from './shrink-photo';

export interface PickedPhoto {
  id: string;
  blob: Blob;
  url: string;
}

const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    justify-items: center;
  }
  img {
    width: 96px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Picker = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};

  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

let photoIds = 0;

export function PhotoPicker({
  photos,
  onChange,
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const room = PHOTO_LIMITS.perViolation - photos.length;

  const add = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setError(files.length > room ? PHOTO_MESSAGES.tooMany : null);
    setBusy(true);
    const added: PickedPhoto[] = [];
    for (const file of Array.from(files).slice(0, room)) {
      try {
        const blob = await shrinkPhoto(file);
        photoIds += 1;
        added.push({ id: `photo-${photoIds}`, blob, url: URL.createObjectURL(blob) });
      } catch (failure) {
        setError(apiErrorMessage(failure));
      }
    }
    setBusy(false);
    onChange([...photos, ...added]);
    if (input.current) input.current.value = '';
  };

  return (
    <Picker>
      <input
        ref={input}
        id="violation-photos"
        type="file"
        accept="image/jpeg,image/png,image/*"
        multiple
        aria-label="Add photos"
        onChange={(event) => void add(event.target.files)}
      />
      <Button
        variant="secondary"
        icon="add"
        disabled={room <= 0 || busy}
        onClick={() => input.current?.click()}
      >
        {busy
          ? 'Preparing photos…'
          : `Add photos (${photos.length} of ${PHOTO_LIMITS.perViolation})`}
      </Button>
      <ErrorBox message={error} />
      {photos.length > 0 ? (
        <Thumbs aria-label="Photos to send">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <img src={photo.url} alt={`Photo ${index + 1}`} />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  URL.revokeObjectURL(photo.url);
                  onChange(photos.filter((p) => p.id !== photo.id));
                }}
              >
                {`Remove photo ${index + 1}`}
              </Button>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </Picker>
  );
}

const Gallery = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

function PhotosDialog({
  violationid,
  count,
  title,
  onClose,
}: {
  violationid: string;
  count: number;
  title: string;
  onClose: () => void;
}) {
  const [urls, setUrls] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const made: string[] = [];
    void Promise.all(
      Array.from({ length: count }, (_, i) =>
        getViolationPhoto(violationid, i + 1, { signal: controller.signal }),
      ),
    )
      .then((blobs) => {
        for (const blob of blobs) made.push(URL.createObjectURL(blob));
        setUrls([...made]);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(apiErrorMessage(failure));
      });
    return () => {
      controller.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [violationid, count]);
  return (
    <DialogFrame
      title={title}
      onDismiss={onClose}
      dismissOnBackdrop
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <ErrorBox message={error} />
      <Gallery>
        {urls.map((url, index) => (
          <img key={url} src={url} alt={`${title}, photo ${index + 1}`} />
        ))}
      </Gallery>
    </DialogFrame>
  );
}

export function ViolationPhotosButton({
  violationid,
  count,
  plate,
}: {
  violationid: string;
  count: number;
  plate: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {`Photos (${count})`}
      </Button>
      {open ? (
        <PhotosDialog
          violationid={violationid}
          count={count}
          title={`Violation ${plate}`}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
