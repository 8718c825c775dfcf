// docs/adr/0027 journey, patrol in the field: an admin sets the tow rule (3 violations in 30
// days) in HOA Settings; on the plate lookup page three reports of DEM102A (the first with a
// photo drawn in the browser, shrunk on the device) make the plate 'Tow eligible' in the lookup,
// with the violations behind it, and put it on the tow list, which the admin clears with a note;
// the unit's owner is mailed and sees the photo with the violation. Each width runs on a portal
// of its own. Screenshots: artifacts/screens/<width>-patrol-*.png.
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fresh-portal';
import {
  apiToken,
  dialog,
  navButton,
  openMaintenance,
  openMaintenancePanel,
  signInAsAdmin,
} from '../support/admin-steps';
import { expectStatus, showDashboardView } from '../support/owner-steps';
import { saveScreen, signIn } from '../support/journeys';
import { cameraArgs, writePlateVideo } from '../support/fake-camera';

test.use({ journey: 'patrol-field' });

const PLATE = 'DEM102A';
const OWNER2 = 'owner2@demo.test';

/** A 1600 x 1200 photo of a car park drawn in the browser, with noise: a PNG of several MB. */
async function drawnPhoto(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no canvas');
    const sky = g.createLinearGradient(0, 0, 0, 1200);
    sky.addColorStop(0, '#30394a');
    sky.addColorStop(1, '#9aa3ad');
    g.fillStyle = sky;
    g.fillRect(0, 0, 1600, 1200);
    g.fillStyle = '#ffffff';
    g.fillRect(500, 700, 600, 180);
    g.fillStyle = '#111111';
    g.font = 'bold 140px sans-serif';
    g.fillText('DEM102A', 520, 840);
    const image = g.getImageData(0, 0, 1600, 1200);
    let seed = 7;
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = (seed % 61) - 30;
      image.data[i] = Math.max(0, Math.min(255, image.data[i]! + n));
      image.data[i + 1] = Math.max(0, Math.min(255, image.data[i + 1]! + n));
      image.data[i + 2] = Math.max(0, Math.min(255, image.data[i + 2]! + n));
    }
    g.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no blob'))), 'image/png'),
    );
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  return Buffer.from(bytes);
}

const PATROL_PASSWORD = 'patrol-pass-2026';

/** Registers a patrol login (the admin's API call); returns the admin's token. */
async function createPatrol(request: APIRequestContext, email: string): Promise<string> {
  const adminToken = await apiToken(request, 'admin@demo.test');
  const created = await request.post('/api/users/register_patrol', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      hoaid: 'demo',
      first_name: 'Night',
      last_name: 'Patrol',
      phone: '',
      email,
      password: PATROL_PASSWORD,
      password2: PATROL_PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  return adminToken;
}

async function lookUp(page: Page, plate: string): Promise<void> {
  await page.getByLabel('Plate', { exact: true }).fill(plate);
  await page.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Lookup result' })).toContainText(
    plate.replace(/[\s.-]+/g, '').toUpperCase(),
  );
}

async function report(page: Page, location: string, photo?: Buffer): Promise<void> {
  await page.getByRole('button', { name: 'Report violation' }).click();
  const form = dialog(page, 'Violation');
  await expect(form.getByLabel('Plate')).toHaveValue(PLATE);
  await form.getByLabel('Location').fill(location);
  if (photo) {
    await form
      .getByLabel('Add photos')
      .setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: photo });
    await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  }
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Violation Insert Successful')).toBeVisible();
  await expect(form).toBeHidden();
}

test('the third violation makes a plate tow-eligible; a photo reaches the owner; the admin clears it', async ({
  page,
  request,
  freshPortal,
}, testInfo) => {
  test.setTimeout(150_000);
  await signInAsAdmin(page);

  // HOA Settings: 3 violations within 30 days.
  await openMaintenance(page);
  await openMaintenancePanel(page, 'HOA');
  const settings = page.getByRole('form', { name: 'HOA Settings' });
  await settings.getByLabel('Tow-eligible after this many violations (0 = off)').fill('3');
  await expect(settings.getByLabel('Counting violations of the last (days)')).toHaveValue('30');
  await settings.getByRole('button', { name: 'Submit' }).click();
  await expectStatus(page, 'HOA Update Success');

  // Plate lookup: three reports, the first with a photo.
  await navButton(page, 'Plate lookup').click();
  await expect(page).toHaveURL(/\/enforce$/);
  await expect(page.getByRole('region', { name: 'Tow list' })).toContainText(
    'No plates are tow-eligible',
  );
  await lookUp(page, PLATE);
  const result = page.getByRole('region', { name: 'Lookup result' });
  await expect(result).toContainText('Authorised');
  await report(page, 'Fire lane by building B', await drawnPhoto(page));
  await report(page, 'Visitor space 4');
  await expect(result.getByRole('region', { name: 'Tow eligible' })).toHaveCount(0);
  await report(page, 'Loading zone');

  // The page asks again after the report: the third one made the plate tow-eligible.
  const tow = result.getByRole('region', { name: 'Tow eligible' });
  await expect(tow).toBeVisible();
  await expect(tow.getByRole('listitem')).toHaveCount(3);
  await expect(tow).toContainText('Loading zone');
  await saveScreen(page, testInfo, 'patrol-tow-eligible');
  const list = page.getByRole('region', { name: 'Tow list' });
  const listed = list.getByRole('listitem', { name: `Tow list ${PLATE}` });
  await expect(listed).toContainText('Unit 102');

  // The stored photo is a shrunk JPEG (the drawn PNG was several MB).
  const token = await apiToken(request, 'admin@demo.test');
  const violations = await request.post('/api/parking/get_all_violations', {
    data: { hoaid: 'demo' },
    headers: { authorization: `Bearer ${token}` },
  });
  const withPhoto = ((await violations.json()) as { _id: string; photo_count?: number }[]).find(
    (v) => v.photo_count === 1,
  );
  expect(withPhoto).toBeDefined();
  const photo = await request.get(`/api/parking/violation_photo/${withPhoto?._id}/1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  const body = await photo.body();
  expect(body.length).toBeLessThanOrEqual(300 * 1024);
  expect(body.subarray(0, 2).toString('hex')).toBe('ffd8');

  // The admin clears the plate with a note.
  await listed.getByRole('button', { name: `Clear ${PLATE}` }).click();
  const clear = dialog(page, `Clear ${PLATE} from the tow list`);
  await clear.getByRole('button', { name: 'Clear' }).click();
  await expect(clear.getByText('Please say why the plate is cleared')).toBeVisible();
  await clear.getByLabel('Note').fill('Owner moved the car; warned in person');
  await clear.getByRole('button', { name: 'Clear' }).click();
  await expect(clear).toBeHidden();
  await expect(list).toContainText('No plates are tow-eligible');

  // The unit's owner was mailed once, and sees the photo with the violation.
  await expect
    .poll(async () =>
      (await freshPortal.mails())
        .filter((mail) => mail.subject.includes(`${PLATE} is now eligible for towing`))
        .map((mail) => mail.to),
    )
    .toEqual([OWNER2]);
  await navButton(page, 'Logout').click();
  await signIn(page, OWNER2);
  await expect(page).toHaveURL(/\/dashboard$/);
  await showDashboardView(page, 'Violations');
  await page.getByRole('button', { name: 'Photos (1)' }).click();
  const photos = dialog(page, `Violation ${PLATE}`);
  const image = photos.getByRole('img', { name: `Violation ${PLATE}, photo 1` });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(100);
  await saveScreen(page, testInfo, 'patrol-owner-photo');
});

test('without signal a lookup answers from the phone’s list and a report waits, then is sent once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `night.${test.info().project.name}@demo.test`;
  const adminToken = await createPatrol(request, email);

  await signIn(page, email, PATROL_PASSWORD);
  await expect(page).toHaveURL(/\/enforce$/);
  const signal = page.getByRole('status', { name: 'Signal' });
  await expect(signal).toContainText(/Online · list from \d{2}:\d{2}/);

  await context.setOffline(true);
  await expect(signal).toContainText('No signal');
  await lookUp(page, 'dem 101a');
  const result = page.getByRole('region', { name: 'Lookup result' });
  await expect(result).toContainText('Authorised');
  await expect(result).toContainText(/Offline answer from the list of \d{2}:\d{2}/);
  await expect(result).toContainText('101');
  await lookUp(page, 'ZZZ999');
  await expect(result).toContainText('Not authorised');
  await lookUp(page, 'DEM101A');

  await page.getByRole('button', { name: 'Report violation' }).click();
  const form = dialog(page, 'Violation');
  const time = await form.getByLabel('Time').inputValue();
  await form.getByLabel('Location').fill('Garage level B2');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('No signal: the violation is saved on this phone')).toBeVisible();
  await expect(signal).toContainText('1 to send');

  const reportsAt = async () => {
    const list = await request.post('/api/parking/get_all_violations', {
      data: { hoaid: 'demo', q: 'Garage level B2' },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    return (await list.json()) as { violation_time: string; violation_plate: string }[];
  };
  expect(await reportsAt()).toEqual([]);

  await context.setOffline(false);
  await expect(signal).toContainText('Online');
  await expect(signal).not.toContainText('to send');
  await expectStatus(page, 'The queued violation was sent');
  // Sent once, with the time it was reported at.
  await expect.poll(async () => (await reportsAt()).length).toBe(1);
  const [sent] = await reportsAt();
  expect(sent?.violation_plate).toBe('DEM101A');
  expect(sent?.violation_time.slice(0, 5)).toBe(time.slice(0, 5));
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1000);
  expect(await reportsAt()).toHaveLength(1);
});

// docs/adr/0031: Scan films a plate with the (fake) rear camera, reads it on the device and fills
// the plate; the page links the patrol app's manifest and registers its service worker for
// /enforce, which then opens without signal.
test('Scan reads a plate from the camera; the patrol page installs and opens without signal', async ({
  page,
  request,
  playwright,
  freshPortal,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = `scan.${testInfo.project.name}@demo.test`;
  await createPatrol(request, email);
  const video = join(testInfo.outputDir, 'plate.y4m');
  await page.goto('/app-config.json');
  await writePlateVideo(page, 'DEM101A', video);

  const browser = await playwright.chromium.launch({
    ...testInfo.project.use.launchOptions,
    args: [...(testInfo.project.use.launchOptions?.args ?? []), ...cameraArgs(video)],
  });
  try {
    const context = await browser.newContext({
      baseURL: freshPortal.url,
      viewport: testInfo.project.use.viewport ?? null,
      timezoneId: testInfo.project.use.timezoneId,
      permissions: ['camera'],
    });
    const patrol = await context.newPage();
    const scripts: string[] = [];
    patrol.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await signIn(patrol, email, PATROL_PASSWORD);
    await expect(patrol).toHaveURL(/\/enforce$/);
    // Nothing of the scanner is loaded before Scan is pressed.
    expect(scripts.filter((url) => /ocr|plate-scan|tesseract/.test(url))).toEqual([]);

    await patrol.getByRole('button', { name: 'Scan', exact: true }).click();
    const scan = patrol.getByRole('region', { name: 'Scan a plate' });
    await expect(scan.getByText('Hold the plate inside the frame.')).toBeVisible({
      timeout: 20_000,
    });
    await saveScreen(patrol, testInfo, 'patrol-scan-camera');
    await scan.getByRole('button', { name: 'Take picture' }).click();
    const read = scan.getByLabel('Plate read from the picture');
    await expect(read).toHaveValue('DEM101A', { timeout: 60_000 });
    await saveScreen(patrol, testInfo, 'patrol-scan-reading');
    await scan.getByRole('button', { name: 'Look up this plate' }).click();
    const result = patrol.getByRole('region', { name: 'Lookup result' });
    await expect(result).toContainText('Authorised');
    await expect(result).toContainText('DEM101A');
    await expect(patrol.getByLabel('Plate', { exact: true })).toHaveValue('DEM101A');
    // The OCR files came from the portal itself.
    expect(
      scripts.some(
        (url) => url.startsWith(`${freshPortal.url}/remotes/admin/`) && url.includes('/ocr/'),
      ),
    ).toBe(true);

    // Installable: the manifest, and the service worker for /enforce only.
    const manifestUrl = await patrol.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/patrol.webmanifest');
    const manifest = (await (await request.get('/patrol.webmanifest')).json()) as {
      start_url: string;
      display: string;
      icons: { src: string; type: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/enforce', display: 'standalone' });
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
    }
    await expect
      .poll(() =>
        patrol.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/enforce');
          return registration?.active ? new URL(registration.scope).pathname : null;
        }),
      )
      .toBe('/enforce');
    // The worker has kept what the page loaded: without signal /enforce opens again.
    await expect
      .poll(() => patrol.evaluate(async () => (await caches.keys()).includes('patrol-page')))
      .toBe(true);
    await patrol.waitForTimeout(1000);
    await context.setOffline(true);
    await patrol.goto('/enforce');
    await expect(patrol.getByRole('heading', { name: 'Plate lookup' })).toBeVisible();
    await expect(patrol.getByRole('status', { name: 'Signal' })).toContainText('No signal');
    await context.setOffline(false);
    await context.close();
  } finally {
    await browser.close();
  }
});
