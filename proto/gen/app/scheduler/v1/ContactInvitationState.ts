// Original file: app/scheduler/v1/scheduler.proto

export const ContactInvitationState = {
  CONTACT_INVITATION_STATE_UNSPECIFIED: 'CONTACT_INVITATION_STATE_UNSPECIFIED',
  invited: 'invited',
  accepted: 'accepted',
  declined: 'declined',
  bounced: 'bounced',
} as const;

export type ContactInvitationState =
  | 'CONTACT_INVITATION_STATE_UNSPECIFIED'
  | 0
  | 'invited'
  | 1
  | 'accepted'
  | 2
  | 'declined'
  | 3
  | 'bounced'
  | 4

export type ContactInvitationState__Output = typeof ContactInvitationState[keyof typeof ContactInvitationState]
