import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  applyTemplate,
  canAddQuestion,
  canRemoveQuestion,
  changeSecurityLevel,
  furthestReachableStep,
  isStepComplete,
  missingFields,
  newDraft,
  removeQuestion,
  selectMessageType,
  toCreateMessageInput,
  updateQuestion,
  type MessageDraft,
} from './message-draft';

const now = new Date('2026-03-01T10:00:00');
const sender = { name: 'Lucía Fernández', email: 'lucia@example.com' };

const written = (over: Partial<MessageDraft> = {}): MessageDraft => ({
  ...newDraft(now),
  recipient: 'Ana',
  subject: 'Para cuando cumplas 18',
  content: 'Querida Ana:',
  recipientEmail: 'ana@example.com',
  ...over,
});

const madrid = {
  name: 'Lucía',
  line1: 'Calle Mayor 1',
  line2: '',
  postalCode: '28013',
  city: 'Madrid',
  region: '',
  country: 'ES',
};

describe('a new draft', () => {
  it('starts on step 1, delivered by e-mail on a date 24 hours ahead, with no question', () => {
    const draft = newDraft(now);
    expect(draft.step).toBe(1);
    expect(draft.deliveryType).toBe('EMAIL');
    expect(draft.schedule).toBe('date');
    expect(draft.deliveryDate).toBe('2026-03-02T10:00');
    expect(draft.securityLevel).toBe('none');
    expect(draft.questions).toEqual([]);
  });
});

describe('completeness', () => {
  it('step 1: anonymous, or a sender name and e-mail', () => {
    const draft = newDraft(now);
    expect(isStepComplete(draft, 1, sender, now)).toBe(true);
    expect(isStepComplete(draft, 1, { name: ' ', email: sender.email }, now)).toBe(false);
    expect(isStepComplete(draft, 1, { name: sender.name, email: '' }, now)).toBe(false);
    expect(isStepComplete({ ...draft, isAnonymous: true }, 1, { name: '', email: '' }, now)).toBe(true);
  });

  it('step 2: recipient, subject and content, none of them blank', () => {
    expect(missingFields(newDraft(now), 2, sender, now)).toEqual(['recipient', 'subject', 'content']);
    expect(missingFields(written({ subject: '   ' }), 2, sender, now)).toEqual(['subject']);
    expect(isStepComplete(written(), 2, sender, now)).toBe(true);
  });

  it('step 3: a recipient e-mail for e-mail delivery, a postable address for a letter', () => {
    expect(missingFields(written({ recipientEmail: ' ' }), 3, sender, now)).toEqual(['recipientEmail']);
    for (const address of ['ana@localhost', 'ana..b@example.com', 'ana@example'])
      expect(missingFields(written({ recipientEmail: address }), 3, sender, now)).toEqual([
        'recipientEmailInvalid',
      ]);
    expect(missingFields(written({ recipientEmail: ' Ana@Example.com ' }), 3, sender, now)).toEqual([]);
    expect(missingFields(written({ recipientEmail: '', deliveryType: 'POSTAL' }), 3, sender, now)).toEqual([
      'postal:name',
      'postal:line1',
      'postal:postalCode',
      'postal:city',
    ]);
    expect(
      isStepComplete(
        written({ recipientEmail: '', deliveryType: 'POSTAL', postalAddress: madrid }),
        3,
        sender,
        now,
      ),
    ).toBe(true);
    // The country decides the format: a Spanish code is no Portuguese one, and the US asks for a state.
    const elsewhere = (change: Partial<typeof madrid>) =>
      missingFields(
        written({ deliveryType: 'POSTAL', postalAddress: { ...madrid, ...change } }),
        3,
        sender,
        now,
      );
    expect(elsewhere({ country: 'PT' })).toEqual(['postal:postalCode']);
    expect(elsewhere({ country: 'US', postalCode: '10001' })).toEqual(['postal:region']);
    expect(elsewhere({ country: 'US', postalCode: '10001', region: 'NY' })).toEqual([]);
  });

  it('step 3: a delivery date that is set and not in the past, when a date is chosen', () => {
    expect(missingFields(written({ deliveryDate: '' }), 3, sender, now)).toEqual(['deliveryDate']);
    expect(missingFields(written({ deliveryDate: '2026-02-28T10:00' }), 3, sender, now)).toEqual([
      'deliveryDatePast',
    ]);
    // The picker works to the minute: the current minute is still fine.
    expect(isStepComplete(written({ deliveryDate: '2026-03-01T10:00' }), 3, sender, now)).toBe(true);
    expect(isStepComplete(written({ deliveryDate: '', schedule: 'now' }), 3, sender, now)).toBe(true);
    expect(isStepComplete(written({ deliveryDate: '', schedule: 'life_proof' }), 3, sender, now)).toBe(true);
  });

  it('step 3: proof of life’s date to wait for is optional, and not in the past when given', () => {
    const lifeProof = (deliverNotBefore: string) =>
      missingFields(written({ schedule: 'life_proof', deliverNotBefore }), 3, sender, now);
    expect(lifeProof('')).toEqual([]);
    expect(lifeProof('2027-06-01T10:00')).toEqual([]);
    expect(lifeProof('2026-02-28T10:00')).toEqual(['deliverNotBeforePast']);
    // Typed before choosing a date instead, it is not checked (nor sent).
    expect(missingFields(written({ deliverNotBefore: '2026-02-28T10:00' }), 3, sender, now)).toEqual([]);
  });

  it('step 3: a trusted contact, for proof of life, is either left empty or one the server takes', () => {
    const lifeProof = (name: string, email: string, over: Partial<MessageDraft> = {}) =>
      missingFields(
        written({ schedule: 'life_proof', trustedContactName: name, trustedContactEmail: email, ...over }),
        3,
        sender,
        now,
      );
    expect(lifeProof('', '')).toEqual([]);
    expect(lifeProof('  ', ' ')).toEqual([]);
    expect(lifeProof('Marta', 'marta@example.com')).toEqual([]);
    expect(lifeProof('Marta', '')).toEqual(['trustedContactEmail']);
    expect(lifeProof('', 'marta@example.com')).toEqual(['trustedContactName']);
    expect(lifeProof('Marta', 'marta@')).toEqual(['trustedContactEmail']);
    expect(lifeProof('x'.repeat(101), 'marta@example.com')).toEqual(['trustedContactNameTooLong']);
    // The recipient cannot be the one who decides that the message goes, however it is written.
    expect(lifeProof('Ana', ' ANA@example.com ')).toEqual(['trustedContactIsRecipient']);
    // A letter has no recipient e-mail to clash with.
    expect(lifeProof('Ana', 'ana@example.com', { deliveryType: 'POSTAL', postalAddress: madrid })).toEqual(
      [],
    );
    // Only proof of life asks anyone: a contact left from before choosing a date holds nothing up.
    expect(missingFields(written({ schedule: 'date', trustedContactName: 'Marta' }), 3, sender, now)).toEqual(
      [],
    );
  });

  it('step 3: a level with questions needs one, with no blank question or answer', () => {
    const basic = changeSecurityLevel(written(), 'basic');
    const [question] = basic.questions;
    expect(missingFields(basic, 3, sender, now)).toEqual([
      `question:${question!.id}`,
      `answer:${question!.id}`,
    ]);
    const answered = updateQuestion(basic, question!.id, { question: '¿Dónde?', answer: 'Cádiz' });
    expect(isStepComplete(answered, 3, sender, now)).toBe(true);
    expect(isStepComplete({ ...answered, questions: [] }, 3, sender, now)).toBe(false);
    expect(isStepComplete(changeSecurityLevel(answered, 'none'), 3, sender, now)).toBe(true);
  });

  it('opens a step only when every step before it is complete', () => {
    expect(furthestReachableStep(newDraft(now), sender, now)).toBe(2);
    expect(furthestReachableStep(newDraft(now), { name: '', email: '' }, now)).toBe(1);
    expect(furthestReachableStep(written(), sender, now)).toBe(3);
  });
});

describe('security level switching', () => {
  it('BASIC adds one empty question when there is none, and keeps the ones there are', () => {
    const basic = changeSecurityLevel(written(), 'basic');
    expect(basic.questions).toHaveLength(1);
    expect(basic.questions[0]).toMatchObject({ question: '', answer: '' });
    const two = addQuestion(basic);
    expect(changeSecurityLevel({ ...two, securityLevel: 'none' }, 'basic').questions).toBe(two.questions);
  });

  it('any other level clears the questions; intermediate and strict start again with exactly one', () => {
    const filled = addQuestion(changeSecurityLevel(written(), 'basic'));
    const withText = {
      ...filled,
      questions: filled.questions.map((q) => ({ ...q, question: 'P', answer: 'R' })),
    };
    expect(changeSecurityLevel(withText, 'none').questions).toEqual([]);
    for (const level of ['intermediate', 'strict'] as const) {
      const switched = changeSecurityLevel(withText, level);
      expect(switched.questions).toHaveLength(1);
      expect(switched.questions[0]).toMatchObject({ question: '', answer: '' });
    }
  });

  it('choosing the level already chosen changes nothing', () => {
    const basic = changeSecurityLevel(written(), 'basic');
    expect(changeSecurityLevel(basic, 'basic')).toBe(basic);
  });
});

describe('question limits', () => {
  it('BASIC takes up to three questions; adding stops there', () => {
    let draft = changeSecurityLevel(written(), 'basic');
    draft = addQuestion(addQuestion(draft));
    expect(draft.questions).toHaveLength(3);
    expect(canAddQuestion(draft)).toBe(false);
    expect(addQuestion(draft)).toBe(draft);
  });

  it('intermediate and strict take exactly one', () => {
    const strict = changeSecurityLevel(written(), 'strict');
    expect(canAddQuestion(strict)).toBe(false);
    expect(addQuestion(strict).questions).toHaveLength(1);
  });

  it('a question can be removed only while more than one remains', () => {
    const one = changeSecurityLevel(written(), 'basic');
    expect(canRemoveQuestion(one)).toBe(false);
    expect(removeQuestion(one, one.questions[0]!.id)).toBe(one);
    const two = addQuestion(one);
    expect(canRemoveQuestion(two)).toBe(true);
    expect(removeQuestion(two, two.questions[0]!.id).questions).toEqual([two.questions[1]]);
  });
});

describe('types and templates', () => {
  it('a template fills its id and the content; choosing a type drops the template', () => {
    const templated = applyTemplate(written(), { id: 4, content: 'Querido/a [Nombre]:' });
    expect(templated).toMatchObject({ templateId: 4, content: 'Querido/a [Nombre]:' });
    expect(selectMessageType(templated, 'SECRET')).toMatchObject({ messageType: 'SECRET', templateId: null });
  });
});

describe('the create call', () => {
  it('sends the date as an instant, the questions, and the sender from the session', () => {
    const basic = changeSecurityLevel(written({ senderCustomTitle: ' Tu madre ' }), 'basic');
    const draft = updateQuestion(basic, basic.questions[0]!.id, { question: ' ¿Dónde? ', answer: 'Cádiz ' });
    expect(toCreateMessageInput(draft, sender)).toEqual({
      recipient: 'Ana',
      recipientEmail: 'ana@example.com',
      postalAddress: null,
      subject: 'Para cuando cumplas 18',
      content: 'Querida Ana:',
      messageType: 'LOVE',
      securityLevel: 'basic',
      deliveryMethod: 'email',
      deliveryDate: new Date('2026-03-02T10:00').toISOString(),
      schedulingType: 'specific_date',
      lifeProofCadence: 'monthly',
      deliverNotBefore: null,
      trustedContact: null,
      isAnonymous: false,
      senderName: 'Lucía Fernández',
      senderEmail: 'lucia@example.com',
      senderCustomTitle: 'Tu madre',
      templateId: null,
      questions: [{ question: '¿Dónde?', answer: 'Cádiz ' }],
    });
  });

  it('sends the name the sender wrote, trimmed, instead of their account’s', () => {
    expect(toCreateMessageInput(written({ senderName: ' Tu hermana Lucía ' }), sender).senderName).toBe(
      'Tu hermana Lucía',
    );
  });

  it('anonymous: the name is Anónimo and no e-mail or title is sent', () => {
    const input = toCreateMessageInput(written({ isAnonymous: true, senderCustomTitle: 'Tu madre' }), sender);
    expect(input).toMatchObject({
      isAnonymous: true,
      senderName: 'Anónimo',
      senderEmail: '',
      senderCustomTitle: '',
    });
  });

  it('now and proof of life send no date; postal sends no recipient e-mail', () => {
    expect(toCreateMessageInput(written({ schedule: 'now' }), sender)).toMatchObject({
      deliveryDate: null,
      schedulingType: 'specific_date',
    });
    expect(toCreateMessageInput(written({ schedule: 'life_proof' }), sender)).toMatchObject({
      deliveryDate: null,
      schedulingType: 'life_proof',
      lifeProofCadence: 'monthly',
    });
    expect(
      toCreateMessageInput(written({ schedule: 'life_proof', lifeProofCadence: 'weekly' }), sender),
    ).toMatchObject({ schedulingType: 'life_proof', lifeProofCadence: 'weekly' });
    expect(
      toCreateMessageInput(written({ schedule: 'life_proof', deliverNotBefore: '2027-06-01T10:00' }), sender),
    ).toMatchObject({ deliverNotBefore: new Date('2027-06-01T10:00').toISOString() });
    expect(
      toCreateMessageInput(written({ schedule: 'now', deliverNotBefore: '2027-06-01T10:00' }), sender),
    ).toMatchObject({ deliverNotBefore: null });
    // A cadence picked before choosing a date is not sent with it.
    expect(
      toCreateMessageInput(written({ schedule: 'now', lifeProofCadence: 'weekly' }), sender),
    ).toMatchObject({ lifeProofCadence: 'monthly' });
    expect(
      toCreateMessageInput(
        written({ deliveryType: 'POSTAL', postalAddress: { ...madrid, city: ' Madrid ' } }),
        sender,
      ),
    ).toMatchObject({ deliveryMethod: 'postal', recipientEmail: '', postalAddress: madrid });
    // The trusted contact goes with proof of life only, as the rule stores it, and only when named.
    const contact = { trustedContactName: ' Marta  Ruiz ', trustedContactEmail: ' Marta@Example.com ' };
    expect(toCreateMessageInput(written({ schedule: 'life_proof', ...contact }), sender)).toMatchObject({
      trustedContact: { name: 'Marta Ruiz', email: 'marta@example.com' },
    });
    expect(toCreateMessageInput(written({ schedule: 'date', ...contact }), sender)).toMatchObject({
      trustedContact: null,
    });
    expect(toCreateMessageInput(written({ schedule: 'now', ...contact }), sender)).toMatchObject({
      trustedContact: null,
    });
    expect(toCreateMessageInput(written({ schedule: 'life_proof' }), sender)).toMatchObject({
      trustedContact: null,
    });
    // An address typed before switching back to e-mail stays in this browser, never sent.
    expect(toCreateMessageInput(written({ postalAddress: madrid }), sender)).toMatchObject({
      deliveryMethod: 'email',
      postalAddress: null,
    });
  });
});
