import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { toLocalInputValue } from '../../../lib/local-date-input';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import type { DeliveryBacklog } from '../api/delivery-backlog';
import type { DiscountCode } from '../api/discount-codes';
import type { SystemStatus } from '../api/system-status';
import { AdminPanel } from './admin-panel';

vi.setConfig({ testTimeout: 15_000 });

const renderPanel = () => renderRoutes([{ path: '/admin', element: <AdminPanel /> }], '/admin');
// Radix tabs switch on mouse down (a click without it does nothing).
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }));
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

function code(over: Partial<DiscountCode>): DiscountCode {
  return {
    id: 'c1',
    code: 'VERANO25',
    percentage: 25,
    validUntil: null,
    maxUses: null,
    currentUses: 0,
    active: true,
    createdAt: '2026-04-01T10:00:00.000Z',
    ...over,
  };
}

describe('admin panel: e-mail test (the default tab)', () => {
  it('opens on the e-mail test with a test subject, asks for every field, and shows what was sent', async () => {
    const fetchMock = stubFetch({
      'POST /api/send-test-email': (init) => {
        const body = bodyOf(init);
        return jsonResponse({
          message: 'Correo de prueba enviado',
          details: { to: body.to, subject: body.subject, sentAt: '2026-04-02T08:30:00.000Z' },
        });
      },
    });
    renderPanel();
    expect(screen.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Prueba de correo' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Asunto') as HTMLInputElement).value).toBe('Correo de prueba de Legado');

    fireEvent.click(screen.getByRole('button', { name: 'Enviar correo de prueba' }));
    expect(await screen.findByText('Por favor completa todos los campos')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Destinatario'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: 'Hola, ¿llega?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar correo de prueba' }));
    expect(await screen.findByText('Correo enviado')).toBeTruthy();
    expect(screen.getByText(/Enviado a ana@example.com el 02\/04\/2026, \d\d:30/)).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls[0]![1]!)).toEqual({
      to: 'ana@example.com',
      subject: 'Correo de prueba de Legado',
      message: 'Hola, ¿llega?',
    });
  });

  it('shows the server’s words when sending fails, or a general error without them', async () => {
    let attempt = 0;
    stubFetch({
      'POST /api/send-test-email': () =>
        (attempt += 1) === 1
          ? jsonResponse({ message: 'No se pudo enviar el correo: el servidor de correo no responde.' }, 503)
          : new Response('Bad gateway', { status: 502 }),
    });
    renderPanel();
    fireEvent.change(screen.getByLabelText('Destinatario'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: 'Hola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar correo de prueba' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo enviar el correo')).toBeTruthy();
    expect(
      within(alert).getByText('No se pudo enviar el correo: el servidor de correo no responde.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar correo de prueba' }));
    expect(await screen.findByText('Ocurrió un error inesperado')).toBeTruthy();
  });
});

describe('admin panel: discount codes', () => {
  it('lists the codes, creates one with a generated code, puts it first and says so', async () => {
    const fetchMock = stubFetch({
      'GET /api/admin/discount-codes': () =>
        jsonResponse([
          code({}),
          code({ id: 'c2', code: 'OTONO', maxUses: 5, currentUses: 2, active: false }),
          code({ id: 'c4', code: 'UNAVEZ', maxUses: 1, currentUses: 1 }),
          code({ id: 'c5', code: 'SOLOUNO', currentUses: 1 }),
        ]),
      'POST /api/admin/discount-codes': (init) =>
        jsonResponse(code({ id: 'c3', code: String(bodyOf(init).code), percentage: 10 }), 201),
    });
    renderPanel();
    openTab('Códigos de descuento');
    const list = await screen.findByRole('list', { name: 'Códigos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('0 usos, sin límite · Sin caducidad')).toBeTruthy();
    expect(within(list).getByText('2 de 5 usos · Sin caducidad')).toBeTruthy();
    // One is one: "1 de 1 uso", "1 uso", never "1 usos".
    expect(within(list).getByText('1 de 1 uso · Sin caducidad')).toBeTruthy();
    expect(within(list).getByText('1 uso, sin límite · Sin caducidad')).toBeTruthy();
    expect((screen.getByLabelText('Descuento (%)') as HTMLInputElement).value).toBe('10');

    const codeField = screen.getByLabelText('Código') as HTMLInputElement;
    expect(codeField.maxLength).toBe(15);
    fireEvent.click(screen.getByRole('button', { name: 'Generar un código al azar' }));
    expect(codeField.value).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const generated = codeField.value;
    fireEvent.click(screen.getByRole('button', { name: 'Crear código' }));

    expect(await screen.findByText('Código creado')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    // No limits typed: none sent.
    expect(bodyOf(post[1]!)).toEqual({ code: generated, percentage: 10 });
    const rows = within(screen.getByRole('list', { name: 'Códigos' })).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByText(generated)).toBeTruthy();
    expect(codeField.value).toBe('');
  });

  it('sends the optional limits only as positive whole numbers, the days as an expiry date', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-01T10:00:00.000Z') });
    try {
      const fetchMock = stubFetch({
        'GET /api/admin/discount-codes': () => jsonResponse([]),
        'POST /api/admin/discount-codes': () => jsonResponse(code({ id: 'c9', code: 'PRIMAVERA' }), 201),
      });
      renderPanel();
      openTab('Códigos de descuento');
      expect(await screen.findByText(/Todavía no hay códigos de descuento/)).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Código'), { target: { value: 'primavera' } });
      fireEvent.change(screen.getByLabelText('Descuento (%)'), { target: { value: '30' } });
      fireEvent.change(screen.getByLabelText('Usos máximos'), { target: { value: '50' } });
      fireEvent.change(screen.getByLabelText('Días de validez'), { target: { value: '30' } });
      fireEvent.click(screen.getByRole('button', { name: 'Crear código' }));
      await screen.findByText('Código creado');
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
      expect(bodyOf(post[1]!)).toEqual({
        code: 'PRIMAVERA',
        percentage: 30,
        maxUses: 50,
        validUntil: '2026-05-31T10:00:00.000Z',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses incomplete data and a percentage outside 1-100 before calling the server', async () => {
    const fetchMock = stubFetch({ 'GET /api/admin/discount-codes': () => jsonResponse([]) });
    renderPanel();
    openTab('Códigos de descuento');
    await screen.findByText(/Todavía no hay códigos de descuento/);
    fireEvent.click(screen.getByRole('button', { name: 'Crear código' }));
    expect(await screen.findByText('Datos incompletos')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Código'), { target: { value: 'MUCHO' } });
    fireEvent.change(screen.getByLabelText('Descuento (%)'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear código' }));
    expect(await screen.findByText('Porcentaje inválido')).toBeTruthy();
    expect(screen.getByText('El porcentaje debe ser un número entre 1 y 100')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('says what is wrong with a typed code instead of quietly mending it', async () => {
    const fetchMock = stubFetch({ 'GET /api/admin/discount-codes': () => jsonResponse([]) });
    renderPanel();
    openTab('Códigos de descuento');
    await screen.findByText(/Todavía no hay códigos de descuento/);
    const field = screen.getByLabelText('Código') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'bad code!' } });
    expect(field.value).toBe('bad code!');
    fireEvent.change(screen.getByLabelText('Descuento (%)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear código' }));
    expect(
      await screen.findByText(
        'Solo letras y números, sin espacios ni signos, de 3 a 15 caracteres: corrígelo antes de crearlo.',
      ),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    // Typing again clears the error.
    fireEvent.change(field, { target: { value: 'BADCODE' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('toggles, copies and, after confirmation, deletes a code', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const fetchMock = stubFetch({
      'GET /api/admin/discount-codes': () => jsonResponse([code({})]),
      'PATCH /api/admin/discount-codes/c1': (init) =>
        jsonResponse(code({ active: Boolean(bodyOf(init).active) })),
      'DELETE /api/admin/discount-codes/c1': () =>
        jsonResponse({ success: true, message: 'Código eliminado' }),
    });
    renderPanel();
    openTab('Códigos de descuento');
    const toggle = await screen.findByRole('switch', { name: 'Código VERANO25 activo' });
    fireEvent.click(toggle);
    expect(await screen.findByText('Código desactivado')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(bodyOf(patch[1]!)).toEqual({ active: false });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));

    fireEvent.click(screen.getByRole('button', { name: 'Copiar VERANO25' }));
    expect(await screen.findByText('Código copiado')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('VERANO25');

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar VERANO25' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('¿Estás seguro de que deseas eliminar este código de descuento?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Código eliminado')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect(await screen.findByText(/Todavía no hay códigos de descuento/)).toBeTruthy();
  });

  it('says when the codes cannot be loaded', async () => {
    stubFetch({
      'GET /api/admin/discount-codes': () => jsonResponse({ message: 'No existe esa ruta.' }, 404),
    });
    renderPanel();
    openTab('Códigos de descuento');
    expect((await screen.findAllByText('Error al cargar códigos')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

const status = (delivery: 'ok' | 'down'): SystemStatus => ({
  status: delivery === 'ok' ? 'ok' : 'degraded',
  checkedAt: '2026-04-02T08:30:00.000Z',
  components: [
    { name: 'email', status: 'ok', latencyMs: 3, checkedAt: '2026-04-02T08:30:00.000Z' },
    { name: 'database', status: 'ok', latencyMs: 4, checkedAt: '2026-04-02T08:30:00.000Z' },
    { name: 'ai', status: 'not_configured', latencyMs: null, checkedAt: '2026-04-02T08:30:00.000Z' },
    { name: 'delivery', status: delivery, latencyMs: 9, checkedAt: '2026-04-02T08:30:00.000Z' },
  ],
});

const mailAuth = (signed: boolean) => ({
  signed,
  domain: 'legado.example.com',
  records: [
    { kind: 'SPF', type: 'TXT', name: 'legado.example.com', value: 'v=spf1 a:smtp.example.com ~all' },
    ...(signed
      ? [
          {
            kind: 'DKIM',
            type: 'TXT',
            name: 'legado._domainkey.legado.example.com',
            value: 'v=DKIM1; k=rsa; p=MIIBIjANBgkq',
          },
        ]
      : []),
    {
      kind: 'DMARC',
      type: 'TXT',
      name: '_dmarc.legado.example.com',
      value: 'v=DMARC1; p=none; adkim=r; aspf=r; rua=mailto:dmarc-reports@legado.example.com',
    },
  ],
});

function backlog(over: Partial<DeliveryBacklog> = {}): DeliveryBacklog {
  return {
    datedDue: 0,
    oldestDatedDueAt: null,
    stepsDue: 0,
    oldestStepDueAt: null,
    datedScheduled: 118,
    switchesRunning: 4210,
    checkedAt: '2026-11-05T09:30:00.000Z',
    ...over,
  };
}

/** The budget's answer as the bff gives it, in Spanish: a warning from 80 % of 200 on. */
function smsBudget(spent: number) {
  const state = spent >= 200 ? 'spent' : spent >= 160 ? 'near' : 'ok';
  const warning =
    state === 'ok' ? null : `Ya se han enviado ${spent} de 200 códigos SMS en las últimas 24 horas.`;
  return { spent, budget: 200, state, warning, checkedAt: '2026-12-02T10:00:00.000Z' };
}

/** A week of mail as the bff gives it: one day with bounces, one domain that blocked 3 of `attempted`. */
function mailOutcomes(attempted = 300) {
  const none = { address: 0, mailbox_full: 0, too_large: 0, blocked: 0, other: 0 };
  return {
    days: [
      { day: '2026-11-26', sent: 0, failed: none },
      { day: '2026-11-27', sent: 40, failed: { ...none, address: 2, blocked: 1 } },
    ],
    domains: [{ domain: 'mail.example.net', attempted, blocked: 3, warning: null }],
  };
}

describe('admin panel: system status and logs', () => {
  it('warns when the day’s SMS codes near the product-wide budget, and not before', async () => {
    let spent = 12;
    stubFetch({
      'GET /api/admin/status': () => jsonResponse(status('ok')),
      'GET /api/admin/mail-authentication': () => jsonResponse(mailAuth(true)),
      'GET /api/admin/dead-letters': () => jsonResponse({ waiting: 0, deadLetters: [], unavailable: [] }),
      'GET /api/admin/bouncing-switches': () => jsonResponse({ switches: [] }),
      'GET /api/admin/delivery-backlog': () => jsonResponse(backlog()),
      'GET /api/admin/sms-budget': () => jsonResponse(smsBudget(spent)),
      'GET /api/admin/mail-outcomes': () => jsonResponse(mailOutcomes()),
    });
    const { unmount } = renderPanel();
    openTab('Estado del sistema');
    expect(await screen.findByText('12 de 200 códigos enviados')).toBeTruthy();
    expect(screen.queryByText('Queda poco del límite de códigos SMS')).toBeNull();
    unmount();
    spent = 160;
    renderPanel();
    openTab('Estado del sistema');
    expect(await screen.findByText('Queda poco del límite de códigos SMS')).toBeTruthy();
    expect(screen.getByText(/160 de 200 códigos SMS/)).toBeTruthy();
  });

  it('opens the tab the address names (an alert e-mail links to ?tab=status), and keeps the tab chosen in it', async () => {
    stubFetch({
      'GET /api/admin/status': () => jsonResponse(status('ok')),
      'GET /api/admin/mail-authentication': () => jsonResponse(mailAuth(true)),
      'GET /api/admin/dead-letters': () => jsonResponse({ waiting: 0, deadLetters: [], unavailable: [] }),
      'GET /api/admin/bouncing-switches': () => jsonResponse({ switches: [] }),
      'GET /api/admin/delivery-backlog': () => jsonResponse(backlog()),
      'GET /api/admin/sms-budget': () => jsonResponse(smsBudget(160)),
      'GET /api/admin/mail-outcomes': () => jsonResponse(mailOutcomes()),
      'GET /api/admin/discount-codes': () => jsonResponse([]),
    });
    const { router } = renderRoutes([{ path: '/admin', element: <AdminPanel /> }], '/admin?tab=status');
    expect(screen.getByRole('tab', { name: 'Estado del sistema' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByText('Queda poco del límite de códigos SMS')).toBeTruthy();
    openTab('Códigos de descuento');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=discounts'));
  });

  it('shows the week’s mail by day and cause, and warns of a domain that blocks too much', async () => {
    let attempted = 300;
    stubFetch({
      'GET /api/admin/status': () => jsonResponse(status('ok')),
      'GET /api/admin/mail-authentication': () => jsonResponse(mailAuth(true)),
      'GET /api/admin/dead-letters': () => jsonResponse({ waiting: 0, deadLetters: [], unavailable: [] }),
      'GET /api/admin/bouncing-switches': () => jsonResponse({ switches: [] }),
      'GET /api/admin/delivery-backlog': () => jsonResponse(backlog()),
      'GET /api/admin/sms-budget': () => jsonResponse(smsBudget(12)),
      'GET /api/admin/mail-outcomes': () => jsonResponse(mailOutcomes(attempted)),
    });
    const { unmount } = renderPanel();
    openTab('Estado del sistema');
    const table = await screen.findByRole('table', { name: 'Correos por día' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DíaEnviadosDevueltos o rechazados',
      '26/11/20260—',
      '27/11/2026402 direcciones inexistentes · 1 bloqueado',
    ]);
    const domains = screen.getByRole('list', { name: 'Dominios que bloquean' });
    expect(within(domains).getByRole('listitem').textContent).toBe(
      'mail.example.net3 de 300 bloqueados (1\u00a0%)',
    );
    expect(screen.queryByText('mail.example.net bloquea demasiados correos')).toBeNull();
    unmount();
    // 10 % of 30: worth a look, worded in the reader's language.
    attempted = 30;
    renderPanel();
    openTab('Estado del sistema');
    expect(await screen.findByText('mail.example.net bloquea demasiados correos')).toBeTruthy();
    expect(screen.getByText(/^mail\.example\.net ha bloqueado 3 de 30 correos \(10\s%\)/)).toBeTruthy();
    await i18n.changeLanguage('en');
    expect(await screen.findByText(/^mail\.example\.net blocked 3 of 30 e-mails/)).toBeTruthy();
    await i18n.changeLanguage('es');
  });

  it('shows the DNS records to publish, and warns when mail leaves unsigned', async () => {
    let signed = true;
    stubFetch({
      'GET /api/admin/status': () => jsonResponse(status('ok')),
      'GET /api/admin/mail-authentication': () => jsonResponse(mailAuth(signed)),
      'GET /api/admin/dead-letters': () => jsonResponse({ waiting: 0, deadLetters: [], unavailable: [] }),
      'GET /api/admin/bouncing-switches': () => jsonResponse({ switches: [] }),
      'GET /api/admin/delivery-backlog': () => jsonResponse(backlog()),
      'GET /api/admin/sms-budget': () => jsonResponse(smsBudget(12)),
      'GET /api/admin/mail-outcomes': () => jsonResponse(mailOutcomes()),
    });
    const { unmount } = renderPanel();
    openTab('Estado del sistema');
    expect(await screen.findByText('Cada correo sale firmado para legado.example.com')).toBeTruthy();
    const records = screen.getByRole('list', { name: 'Registros DNS que publicar' });
    expect(
      within(records)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'SPF · TXT · legado.example.comv=spf1 a:smtp.example.com ~all',
      'DKIM · TXT · legado._domainkey.legado.example.comv=DKIM1; k=rsa; p=MIIBIjANBgkq',
      'DMARC · TXT · _dmarc.legado.example.comv=DMARC1; p=none; adkim=r; aspf=r; rua=mailto:dmarc-reports@legado.example.com',
    ]);
    // Each value copies as it is, as the card asks.
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(within(records).getByRole('button', { name: 'Copiar el valor de DKIM' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('v=DKIM1; k=rsa; p=MIIBIjANBgkq'));
    expect(await within(records).findByRole('button', { name: 'Valor copiado' })).toBeTruthy();
    unmount();
    signed = false;
    renderPanel();
    openTab('Estado del sistema');
    expect(await screen.findByText('Los correos de legado.example.com salen sin firmar')).toBeTruthy();
    expect(screen.getByText(/Falta DKIM_PRIVATE_KEY/)).toBeTruthy();
  });

  it('shows each part live and asks again on refresh', async () => {
    let calls = 0;
    let deadLetterCalls = 0;
    stubFetch({
      'GET /api/admin/status': () => jsonResponse(status((calls += 1) === 1 ? 'down' : 'ok')),
      'GET /api/admin/mail-authentication': () => jsonResponse(mailAuth(true)),
      'GET /api/admin/dead-letters': () =>
        jsonResponse({ waiting: 0, deadLetters: [], unavailable: [], calls: (deadLetterCalls += 1) }),
      'GET /api/admin/bouncing-switches': () => jsonResponse({ switches: [] }),
      'GET /api/admin/delivery-backlog': () => jsonResponse(backlog()),
      'GET /api/admin/sms-budget': () => jsonResponse(smsBudget(12)),
      'GET /api/admin/mail-outcomes': () => jsonResponse(mailOutcomes()),
    });
    renderPanel();
    openTab('Estado del sistema');
    expect(await screen.findByText('Ningún evento apartado')).toBeTruthy();
    expect(await screen.findByText('Alguna parte no responde')).toBeTruthy();
    const delivery = screen.getByText('Servicio de entregas').closest('li')!;
    expect(within(delivery).getByText('No responde')).toBeTruthy();
    const ai = screen.getByText('Asistente de IA').closest('li')!;
    expect(within(ai).getByText('No configurado')).toBeTruthy();
    expect(within(screen.getByText('Servicio de correo').closest('li')!).getByText('3 ms')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Todo funciona')).toBeTruthy();
    expect(calls).toBe(2);
    await waitFor(() => expect(deadLetterCalls).toBe(2));
  });

  const setAside = {
    id: '7d1e2f3a-0000-4000-8000-000000000009',
    service: 'notification',
    consumer: 'deliveries',
    subject: 'legado.scheduler.delivery.due',
    streamSequence: 12,
    setAsideAt: '2026-04-02T08:31:00.000Z',
    eventType: 'scheduler.delivery.due',
    eventId: '0f6a2c1e-0000-4000-8000-000000000001',
    attempts: 30,
    error: 'message 5b0c not found',
    retriedAt: null as string | null,
  };
  const statusTab = (
    deadLetters: () => Response,
    extra: Record<string, (init: RequestInit) => Response> = {},
  ) =>
    stubFetch({
      'GET /api/admin/status': () => jsonResponse(status('ok')),
      'GET /api/admin/mail-authentication': () => jsonResponse(mailAuth(true)),
      'GET /api/admin/dead-letters': deadLetters,
      'GET /api/admin/bouncing-switches': () => jsonResponse({ switches: [] }),
      'GET /api/admin/delivery-backlog': () => jsonResponse(backlog()),
      'GET /api/admin/sms-budget': () => jsonResponse(smsBudget(12)),
      'GET /api/admin/mail-outcomes': () => jsonResponse(mailOutcomes()),
      ...extra,
    });

  it('lists the events the services set aside, with which service, where and why, in both languages', async () => {
    statusTab(() => jsonResponse({ waiting: 3, deadLetters: [setAside], unavailable: ['payment'] }));
    renderPanel();
    openTab('Estado del sistema');
    expect(await screen.findByText('3 eventos apartados sin reintentar')).toBeTruthy();
    const silent = screen.getByText('Algunos servicios no han respondido: sus eventos apartados no aparecen');
    expect(silent.parentElement?.textContent).toContain('Pagos');
    const list = screen.getByRole('list', { name: 'Eventos apartados' });
    const item = within(list).getByRole('listitem', {
      name: /^scheduler\.delivery\.due, apartado el 02\/04\/2026/,
    });
    expect(within(item).getByText('Servicio de correo')).toBeTruthy();
    expect(within(item).getByText('deliveries')).toBeTruthy();
    expect(within(item).getByText(setAside.eventId)).toBeTruthy();
    expect(within(item).getByText('30')).toBeTruthy();
    expect(within(item).getByText('message 5b0c not found')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('3 set-aside events not retried')).toBeTruthy();
    const inEnglish = screen.getByRole('listitem', {
      name: /^scheduler\.delivery\.due, set aside on 2 Apr 2026/,
    });
    expect(within(inEnglish).getByText('E-mail service')).toBeTruthy();
    expect(within(inEnglish).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('retries one event with its service’s call, then shows it retried; a refusal in the server’s words', async () => {
    let retried: string | null = null;
    let refuse = true;
    const fetchMock = statusTab(
      () =>
        jsonResponse({
          waiting: retried ? 0 : 1,
          deadLetters: [{ ...setAside, retriedAt: retried }],
          unavailable: [],
        }),
      {
        [`POST /api/admin/dead-letters/notification/${setAside.id}/retry`]: () => {
          if (refuse) {
            refuse = false;
            return jsonResponse(
              { message: 'El reintento ha vuelto a fallar: el evento sigue apartado, con el nuevo error.' },
              409,
            );
          }
          retried = '2026-04-02T09:00:00.000Z';
          return jsonResponse({ retriedAt: retried });
        },
      },
    );
    renderPanel();
    openTab('Estado del sistema');
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('El reintento no ha funcionado')).toBeTruthy();
    expect(
      screen.getByText('El reintento ha vuelto a fallar: el evento sigue apartado, con el nuevo error.'),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Evento entregado de nuevo')).toBeTruthy();
    expect(await screen.findByText(/^Reintentado el 02\/04\/2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByText('Ningún evento apartado')).toBeTruthy();
    const retries = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/retry'));
    expect(retries).toHaveLength(2);
  });

  it('re-drives from an instant only once confirmed, and shows each service’s count', async () => {
    const since = new Date(Date.now() - 2 * 86_400_000);
    since.setSeconds(0, 0);
    const fetchMock = statusTab(() => jsonResponse({ waiting: 0, deadLetters: [], unavailable: [] }), {
      'POST /api/admin/outbox-redrive': (init) =>
        jsonResponse({
          since: bodyOf(init).since,
          services: [
            { service: 'auth', events: 1200 },
            { service: 'message', events: 34 },
            { service: 'scheduler', events: null },
          ],
        }),
    });
    renderPanel();
    openTab('Estado del sistema');
    const submit = await screen.findByRole('button', { name: 'Reenviar' });
    fireEvent.click(submit);
    expect(await screen.findByText('Elige desde qué fecha y hora reenviar.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Desde (tu hora local)'), {
      target: { value: toLocalInputValue(since) },
    });
    fireEvent.click(submit);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Reenviar los eventos?' });
    const redrives = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/outbox-redrive'));
    expect(redrives()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, reenviar' }));

    expect(await screen.findByText(/^1234 eventos reenviados desde el/)).toBeTruthy();
    expect(bodyOf(redrives()[0]![1]!)).toEqual({ since: since.toISOString() });
    const perService = screen.getByRole('list', { name: 'Eventos por servicio' });
    expect(within(perService).getByText('Cuentas y sesiones').nextSibling?.textContent).toBe('1200');
    expect(within(perService).getByText('Servicio de entregas').nextSibling?.textContent).toBe(
      'no ha respondido',
    );
    expect(
      screen.getByText('Vuelve a pedirlo cuando todos respondan: lo ya atendido no se repite.'),
    ).toBeTruthy();
  });

  it('shows a re-drive the server refused in its words', async () => {
    statusTab(() => jsonResponse({ waiting: 0, deadLetters: [], unavailable: [] }), {
      'POST /api/admin/outbox-redrive': () =>
        jsonResponse(
          {
            message: 'Un reenvío llega como mucho 35 días atrás: elige una fecha más reciente.',
            field: 'since',
          },
          400,
        ),
    });
    renderPanel();
    openTab('Estado del sistema');
    fireEvent.change(await screen.findByLabelText('Desde (tu hora local)'), {
      target: { value: '2026-01-01T10:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, reenviar' }),
    );
    expect(
      await screen.findByText('Un reenvío llega como mucho 35 días atrás: elige una fecha más reciente.'),
    ).toBeTruthy();
  });

  it('lifts an address’s rest, says when it had none, in the reader’s language, and asks nothing of a non-address', async () => {
    const fetchMock = statusTab(() => jsonResponse({ waiting: 0, deadLetters: [], unavailable: [] }), {
      'POST /api/admin/address-suppressions/lift': (init) =>
        jsonResponse({ lifted: bodyOf(init).email === 'ana@example.com', message: 'Texto del servidor' }),
    });
    const lifts = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/lift'));
    renderPanel();
    openTab('Estado del sistema');
    const field = await screen.findByLabelText('Dirección de correo');
    const submit = screen.getByRole('button', { name: 'Levantar el descanso' });
    fireEvent.change(field, { target: { value: 'ana@' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Escribe una dirección de correo válida.')).toBeTruthy();
    expect(lifts()).toHaveLength(0);

    fireEvent.change(field, { target: { value: ' ana@example.com ' } });
    fireEvent.click(submit);
    expect(
      await screen.findByText('ana@example.com ya no descansa: sus cartas saldrán cuando toque.'),
    ).toBeTruthy();
    expect(bodyOf(lifts()[0]![1]!)).toEqual({ email: 'ana@example.com' });

    fireEvent.change(field, { target: { value: 'luis@example.com' } });
    fireEvent.click(submit);
    expect(
      await screen.findByText('luis@example.com no estaba descansando: no había nada que levantar.'),
    ).toBeTruthy();
    await i18n.changeLanguage('en');
    try {
      expect(
        await screen.findByText('luis@example.com was not resting: there was nothing to lift.'),
      ).toBeTruthy();
    } finally {
      await i18n.changeLanguage('es');
    }
  });

  it('lists the switches whose check-ins come back, in both languages, and says when there are none', async () => {
    const bouncing = {
      messageId: '5b0c6f1e-0000-4000-8000-000000000002',
      userId: '0f6a2c1e-0000-4000-8000-000000000003',
      state: 'missed_1',
      bouncedCheckIns: 2,
      lastBouncedAt: '2026-11-05T10:00:00.000Z',
      lastSignOfLifeAt: '2026-10-01T10:00:00.000Z',
      sender: { name: 'Ana García', email: 'ana@example.com' },
    };
    let switches = [
      bouncing,
      { ...bouncing, messageId: '5b0c6f1e-0000-4000-8000-000000000004', sender: null },
    ];
    stubFetch({
      'GET /api/admin/status': () => jsonResponse(status('ok')),
      'GET /api/admin/mail-authentication': () => jsonResponse(mailAuth(true)),
      'GET /api/admin/dead-letters': () => jsonResponse({ waiting: 0, deadLetters: [], unavailable: [] }),
      'GET /api/admin/bouncing-switches': () => jsonResponse({ switches }),
      'GET /api/admin/delivery-backlog': () => jsonResponse(backlog()),
      'GET /api/admin/sms-budget': () => jsonResponse(smsBudget(12)),
      'GET /api/admin/mail-outcomes': () => jsonResponse(mailOutcomes()),
    });
    const { unmount } = renderPanel();
    openTab('Estado del sistema');
    expect(await screen.findByText('2 interruptores con correos devueltos')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Pruebas de vida que rebotan' });
    const item = within(list).getByRole('listitem', {
      name: /^Ana García: 2 correos devueltos, el último el 05\/11\/2026/,
    });
    // Named by its sender, never by an id.
    expect(within(item).getByText('ana@example.com')).toBeTruthy();
    expect(within(item).getByText('2 pruebas de vida devueltas')).toBeTruthy();
    expect(within(item).getByText('1 sin responder')).toBeTruthy();
    expect(within(list).queryByText(bouncing.messageId)).toBeNull();
    expect(within(list).queryByText(bouncing.userId)).toBeNull();
    expect(within(list).getByRole('listitem', { name: /^Cuenta ya cerrada: 2 correos/ })).toBeTruthy();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('2 switches with returned e-mails')).toBeTruthy();
    expect(screen.getAllByText('1 unanswered')).toHaveLength(2);
    unmount();
    await i18n.changeLanguage('es');
    switches = [];
    renderPanel();
    openTab('Estado del sistema');
    expect(await screen.findByText('Ninguna prueba de vida rebota')).toBeTruthy();
  });

  it('counts what is due and not yet sent, and warns when it has waited too long, in both languages', async () => {
    let answer = backlog();
    stubFetch({
      'GET /api/admin/status': () => jsonResponse(status('ok')),
      'GET /api/admin/mail-authentication': () => jsonResponse(mailAuth(true)),
      'GET /api/admin/dead-letters': () => jsonResponse({ waiting: 0, deadLetters: [], unavailable: [] }),
      'GET /api/admin/bouncing-switches': () => jsonResponse({ switches: [] }),
      'GET /api/admin/delivery-backlog': () => jsonResponse(answer),
      'GET /api/admin/sms-budget': () => jsonResponse(smsBudget(12)),
      'GET /api/admin/mail-outcomes': () => jsonResponse(mailOutcomes()),
    });
    renderPanel();
    openTab('Estado del sistema');
    expect(await screen.findByText('Al día: nada vencido espera')).toBeTruthy();
    // The figure follows its label (es-ES writes four digits without a separator).
    expect(screen.getByText('Pruebas de vida en marcha').nextSibling?.textContent).toBe('4210');
    expect(screen.getByText('Mensajes esperando su fecha').nextSibling?.textContent).toBe('118');

    // Due for five minutes: the dispatcher is on it.
    answer = backlog({ datedDue: 2, oldestDatedDueAt: '2026-11-05T09:25:00.000Z' });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('2 entregas vencidas en camino')).toBeTruthy();
    expect(screen.getByText(/La más antigua, del 05\/11\/2026/)).toBeTruthy();

    // A check-in due for eleven minutes: the scheduler is not keeping up.
    answer = backlog({ datedDue: 2, stepsDue: 1, oldestStepDueAt: '2026-11-05T09:19:00.000Z' });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('3 entregas vencidas esperan desde hace más de 10 minutos')).toBeTruthy();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('3 due deliveries have waited more than 10 minutes')).toBeTruthy();
    expect(screen.getByText('Proof-of-life steps due')).toBeTruthy();
    await i18n.changeLanguage('es');
  });

  it('lists the logs newest first and filters them by source and kind', async () => {
    const fetchMock = stubFetch({
      'GET /api/admin/logs': () =>
        jsonResponse({
          entries: [
            {
              at: '2026-04-02T08:31:00.000Z',
              source: 'email',
              kind: 'test',
              status: 'sent',
              reference: '<a1@legado.local>',
              messageId: null,
              amountCents: null,
              detail: '',
            },
            {
              at: '2026-04-02T08:30:00.000Z',
              source: 'payment',
              kind: 'order.paid',
              status: 'ok',
              reference: 'MOCK-ABC',
              messageId: 'm1',
              amountCents: 81,
              detail: 'simulated -10%',
            },
          ],
          unavailable: [],
        }),
    });
    renderPanel();
    openTab('Registros');
    const list = await screen.findByRole('list', { name: 'Registros' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Correo de prueba')).toBeTruthy();
    expect(within(rows[0]!).getByText('Enviado')).toBeTruthy();
    expect(within(rows[1]!).getByText('Pedido pagado')).toBeTruthy();
    expect(within(rows[1]!).getByText(/0,81/)).toBeTruthy();
    // In words, not payment's codes.
    expect(
      within(rows[1]!).getByText('PayPal en modo simulado (sin dinero real), con un 10 % de descuento'),
    ).toBeTruthy();
    const url = (index: number) => new URL(String(fetchMock.mock.calls[index]![0]), 'http://localhost');
    expect(url(0).searchParams.get('source')).toBeNull();

    fireEvent.change(screen.getByLabelText('Origen'), { target: { value: 'payment' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(url(1).searchParams.get('source')).toBe('payment');
    const kinds = within(screen.getByLabelText('Tipo')).getAllByRole('option');
    expect(kinds.map((option) => option.textContent)).toContain('Pedido pagado');
    expect(kinds.map((option) => option.textContent)).not.toContain('Correo de prueba');
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'order.paid' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(url(2).searchParams.get('kind')).toBe('order.paid');
  });

  it('offers the proof-of-life, trusted-contact, failed-delivery and returned-letter e-mails as kinds', async () => {
    const fetchMock = stubFetch({
      'GET /api/admin/logs': () => jsonResponse({ entries: [], unavailable: [] }),
    });
    renderPanel();
    openTab('Registros');
    await screen.findByText('No hay registros con estos filtros.');
    fireEvent.change(screen.getByLabelText('Origen'), { target: { value: 'email' } });
    const kinds = within(screen.getByLabelText('Tipo'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'Aviso de entrega fallida',
        'Aviso de carta devuelta',
        'Prueba de vida',
        'Pregunta a la persona de confianza',
      ]),
    );
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'trusted_contact_check' } });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input]) =>
            new URL(String(input), 'http://localhost').searchParams.get('kind') === 'trusted_contact_check',
        ),
      ).toBe(true),
    );
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('option', { name: 'Question to the trusted contact' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Failed delivery notice' })).toBeTruthy();
  });

  it('speaks English when the interface does', async () => {
    await i18n.changeLanguage('en');
    stubFetch({});
    renderPanel();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'E-mail test',
      'Discount codes',
      'Postal letters',
      'Reports',
      'System status',
      'Logs',
    ]);
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Legado test e-mail');
  });
});

describe('admin panel: reports', () => {
  const report = {
    id: '8d3c7a8e-0000-4000-8000-000000000001',
    messageId: '8d3c7a8e-0000-4000-8000-000000000002',
    senderUserId: '8d3c7a8e-0000-4000-8000-000000000003',
    reason: 'threat',
    details: 'Me da miedo.',
    shareContent: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    subject: 'Te vigilo',
    content: 'Sé dónde vives.',
    senderName: 'Pedro',
    isAnonymous: false,
  };

  it('lists each report with what was shared, and releases or deletes with one press', async () => {
    let open = [
      report,
      {
        ...report,
        id: '8d3c7a8e-0000-4000-8000-000000000004',
        reason: 'spam',
        shareContent: false,
        subject: '',
        content: '',
        senderName: '',
      },
    ];
    const fetchMock = stubFetch({
      'GET /api/admin/reports': () => jsonResponse(open),
      [`POST /api/admin/reports/${report.id}/resolve`]: (init) => {
        expect(bodyOf(init)).toEqual({ resolution: 'release' });
        open = open.filter((r) => r.id !== report.id);
        return jsonResponse({ success: true });
      },
    });
    renderPanel();
    openTab('Denuncias');
    const shared = await screen.findByRole('listitem', { name: /^Amenaza, / });
    expect(within(shared).getByText('Sé dónde vives.')).toBeTruthy();
    expect(within(shared).getByText('De Pedro')).toBeTruthy();
    expect(within(shared).getByText('“Me da miedo.”')).toBeTruthy();
    expect(screen.getByText('Quien lo denunció no compartió el contenido.')).toBeTruthy();

    fireEvent.click(within(shared).getByRole('button', { name: 'Liberar' }));
    expect(await screen.findByText('Mensaje liberado: vuelve a abrirse')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Amenaza, / })).toBeNull());
    expect(screen.getByRole('listitem', { name: /^Publicidad o engaño, / })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/resolve'))).toHaveLength(1);
  });

  it('suspends the sender only after confirming', async () => {
    const fetchMock = stubFetch({
      'GET /api/admin/reports': () => jsonResponse([report]),
      [`POST /api/admin/senders/${report.senderUserId}/suspend`]: () =>
        jsonResponse({ success: true, suspended: true }),
    });
    renderPanel();
    openTab('Denuncias');
    const row = await screen.findByRole('listitem', { name: /^Amenaza, / });
    fireEvent.click(within(row).getByRole('button', { name: 'Suspender al remitente' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Suspender la cuenta de quien lo envió?',
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/suspend'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspender la cuenta' }));
    expect(await screen.findByText('Cuenta del remitente suspendida')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Remitente suspendido' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says when there is nothing to decide, in English', async () => {
    await i18n.changeLanguage('en');
    stubFetch({ 'GET /api/admin/reports': () => jsonResponse([]) });
    renderPanel();
    openTab('Reports');
    expect(await screen.findByText('No reports to decide.')).toBeTruthy();
    await i18n.changeLanguage('es');
  });
});
