// Original file: app/scheduler/v1/scheduler.proto


export interface DeliveryBacklog {
  'datedDue'?: (number);
  'oldestDatedDueAt'?: (string);
  'stepsDue'?: (number);
  'oldestStepDueAt'?: (string);
  'datedScheduled'?: (number);
  'switchesRunning'?: (number);
  'checkedAt'?: (string);
}

export interface DeliveryBacklog__Output {
  'datedDue': (number);
  'oldestDatedDueAt': (string);
  'stepsDue': (number);
  'oldestStepDueAt': (string);
  'datedScheduled': (number);
  'switchesRunning': (number);
  'checkedAt': (string);
}
