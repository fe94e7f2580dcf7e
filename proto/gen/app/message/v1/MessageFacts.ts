// Original file: app/message/v1/message.proto


export interface MessageFacts {
  'createdAt'?: (string);
  'sealedAt'?: (string);
  'deliveredAt'?: (string);
  'readAt'?: (string);
  'lockedAt'?: (string);
  'deliveryFailedAt'?: (string);
  'deletedAt'?: (string);
  'deletionReason'?: (string);
  'trustedContactChanges'?: (number);
  'deliveryFailureCause'?: (string);
}

export interface MessageFacts__Output {
  'createdAt': (string);
  'sealedAt': (string);
  'deliveredAt': (string);
  'readAt': (string);
  'lockedAt': (string);
  'deliveryFailedAt': (string);
  'deletedAt': (string);
  'deletionReason': (string);
  'trustedContactChanges': (number);
  'deliveryFailureCause': (string);
}
