// Original file: app/auth/v1/auth.proto


export interface PhoneResponse {
  'phone'?: (string);
  'isVerified'?: (boolean);
  'smsAvailable'?: (boolean);
}

export interface PhoneResponse__Output {
  'phone': (string);
  'isVerified': (boolean);
  'smsAvailable': (boolean);
}
