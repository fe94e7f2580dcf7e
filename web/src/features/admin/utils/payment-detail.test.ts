import { describe, expect, it } from 'vitest';
import { paymentDetailParts } from './payment-detail';

describe('a payment line’s detail', () => {
  it.each([
    ['simulated', [{ key: 'provider.simulated' }]],
    ['paypal -50%', [{ key: 'provider.paypal' }, { key: 'discount', values: { percent: 50 } }]],
    ['expired', [{ key: 'expired' }]],
    ['message deleted before delivery', [{ key: 'deletedBeforeDelivery' }]],
    [
      'declined INSTRUMENT_DECLINED',
      [{ key: 'declined' }, { key: 'paypalCode', values: { code: 'INSTRUMENT_DECLINED' } }],
    ],
    ['PAYMENT.CAPTURE.REVERSED', [{ key: 'reversedAtPaypal' }]],
  ])('reads %s', (detail, parts) => expect(paymentDetailParts(detail)).toEqual(parts));

  it('shows a code it does not know as written', () => {
    expect(paymentDetailParts('something_new')).toEqual([{ text: 'something_new' }]);
  });
});
