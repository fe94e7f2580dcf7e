import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderRoutes } from '../../../testing/test-utils';
import {
  CreateMessageWizard,
  type PaymentStepProps,
  type WizardUser,
} from '../components/create-message-wizard';

export const wizardUser: WizardUser = {
  id: 'u1',
  username: 'lucia',
  fullName: 'Lucía Fernández',
  email: 'lucia@example.com',
  isEmailVerified: true,
  freeDeliveries: 3,
};

/** Stands in for the payments feature's panel, which the route brings: shows what the wizard hands it. */
function PaymentStepStub({ messageId, deliveryMethod, paymentToken, onPaid, onCancel }: PaymentStepProps) {
  return (
    <section aria-label="Pago">
      <p>{`Pago de ${messageId} (${deliveryMethod}, token ${paymentToken ?? 'ninguno'})`}</p>
      <button type="button" onClick={() => onPaid({ pending: false })}>
        Pagado
      </button>
      <button type="button" onClick={onCancel}>
        Ahora no
      </button>
    </section>
  );
}

export function renderWizard(over: Partial<WizardUser> = {}) {
  const user = { ...wizardUser, ...over };
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <CreateMessageWizard
            key={user.id}
            user={user}
            paymentStep={PaymentStepStub}
            confirmPayment={() => Promise.resolve()}
          />
        ),
      },
    ],
    '/',
  );
}

export const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export const next = () => fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** From step 1 to step 3 with a recipient, subject and content written. */
export async function writeAndGoToStep3() {
  next();
  await stepHeading('Contenido');
  fill('Destinatario', 'Ana');
  fill('Asunto', 'Para cuando cumplas 18');
  fill('Tu mensaje', 'Querida Ana:\n\nTe quiero.');
  next();
  await stepHeading('Seguridad y envío');
}

export const chooseLevel = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }));

/** Files for the hidden file input, with any size (jsdom files are only as big as their bytes). */
export function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function chooseFiles(files: File[]) {
  const input = screen.getByTestId('attachment-input');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

/**
 * jsdom cannot decode a video: every video whose source is set reports this length, so the wizard's real
 * duration check runs. Restored after each test (web/src/testing/setup-tests.ts).
 */
export function stubVideoDuration(seconds: number) {
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(seconds);
  vi.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLMediaElement) {
    queueMicrotask(() => this.dispatchEvent(new Event('loadedmetadata')));
  });
}

/** jsdom has no object URLs; previews only need a string. */
export function stubObjectUrls() {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
}

type UploadReply = { status: number; body: unknown };

/** A stand-in for XMLHttpRequest (uploads): records each request and answers as told, with progress. */
export class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  static reply: (request: FakeUploadRequest) => UploadReply = () => ({ status: 201, body: {} });

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      const { status, body: answer } = FakeUploadRequest.reply(this);
      this.status = status;
      this.responseText = JSON.stringify(answer);
      this.onload?.();
    }, 0);
  }

  static install(reply: (request: FakeUploadRequest) => UploadReply) {
    FakeUploadRequest.sent = [];
    FakeUploadRequest.reply = reply;
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  }
}
