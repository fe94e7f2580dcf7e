import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../../testing/test-utils';
import { toLocalInputValue } from '../../../lib/local-date-input';
import { newDraft, type MessageDraft } from '../utils/message-draft';
import { DeliveryStep } from './delivery-step';

const now = new Date('2026-11-27T10:00:00');
const monthsAhead = (months: number) => {
  const date = new Date(now);
  date.setMonth(date.getMonth() + months);
  return toLocalInputValue(date);
};

function renderStep(draft: MessageDraft) {
  stubFetch({});
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <DeliveryStep draft={draft} setDraft={() => undefined} errors={{}} freeDeliveries={3} now={now} />
        ),
      },
    ],
    '/',
  );
}

describe('the delivery step', () => {
  it('says monthly check-ins will come when the date is more than 6 months ahead, and not before', async () => {
    renderStep({ ...newDraft(now), step: 3, schedule: 'date', deliveryDate: monthsAhead(7) });
    expect(await screen.findByText('Te escribiremos cada mes hasta esa fecha')).toBeTruthy();
    expect(screen.getByText(/el día 5 de cada mes te enviaremos una prueba de vida/)).toBeTruthy();
  });

  it('says nothing of check-ins for a date within 6 months', async () => {
    renderStep({ ...newDraft(now), step: 3, schedule: 'date', deliveryDate: monthsAhead(5) });
    expect(
      await screen.findByText('En tu hora local (' + Intl.DateTimeFormat().resolvedOptions().timeZone + ').'),
    ).toBeTruthy();
    expect(screen.queryByText('Te escribiremos cada mes hasta esa fecha')).toBeNull();
  });
});
