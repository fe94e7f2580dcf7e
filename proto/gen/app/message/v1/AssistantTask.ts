// Original file: app/message/v1/message.proto

export const AssistantTask = {
  ASSISTANT_TASK_UNSPECIFIED: 'ASSISTANT_TASK_UNSPECIFIED',
  opening: 'opening',
  soften: 'soften',
  shorten: 'shorten',
  expand: 'expand',
  correct: 'correct',
  translate: 'translate',
} as const;

export type AssistantTask =
  | 'ASSISTANT_TASK_UNSPECIFIED'
  | 0
  | 'opening'
  | 1
  | 'soften'
  | 2
  | 'shorten'
  | 3
  | 'expand'
  | 4
  | 'correct'
  | 5
  | 'translate'
  | 6

export type AssistantTask__Output = typeof AssistantTask[keyof typeof AssistantTask]
