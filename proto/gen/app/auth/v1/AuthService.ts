// Original file: app/auth/v1/auth.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { DeleteAccountRequest as _app_auth_v1_DeleteAccountRequest, DeleteAccountRequest__Output as _app_auth_v1_DeleteAccountRequest__Output } from '../../../app/auth/v1/DeleteAccountRequest.ts';
import type { DeleteAccountResponse as _app_auth_v1_DeleteAccountResponse, DeleteAccountResponse__Output as _app_auth_v1_DeleteAccountResponse__Output } from '../../../app/auth/v1/DeleteAccountResponse.ts';
import type { ForgetFarewellRequest as _app_auth_v1_ForgetFarewellRequest, ForgetFarewellRequest__Output as _app_auth_v1_ForgetFarewellRequest__Output } from '../../../app/auth/v1/ForgetFarewellRequest.ts';
import type { ForgetFarewellResponse as _app_auth_v1_ForgetFarewellResponse, ForgetFarewellResponse__Output as _app_auth_v1_ForgetFarewellResponse__Output } from '../../../app/auth/v1/ForgetFarewellResponse.ts';
import type { GetAccountClosureRequest as _app_auth_v1_GetAccountClosureRequest, GetAccountClosureRequest__Output as _app_auth_v1_GetAccountClosureRequest__Output } from '../../../app/auth/v1/GetAccountClosureRequest.ts';
import type { GetAccountClosureResponse as _app_auth_v1_GetAccountClosureResponse, GetAccountClosureResponse__Output as _app_auth_v1_GetAccountClosureResponse__Output } from '../../../app/auth/v1/GetAccountClosureResponse.ts';
import type { GetFarewellRequest as _app_auth_v1_GetFarewellRequest, GetFarewellRequest__Output as _app_auth_v1_GetFarewellRequest__Output } from '../../../app/auth/v1/GetFarewellRequest.ts';
import type { GetFarewellResponse as _app_auth_v1_GetFarewellResponse, GetFarewellResponse__Output as _app_auth_v1_GetFarewellResponse__Output } from '../../../app/auth/v1/GetFarewellResponse.ts';
import type { GetLastSignInRequest as _app_auth_v1_GetLastSignInRequest, GetLastSignInRequest__Output as _app_auth_v1_GetLastSignInRequest__Output } from '../../../app/auth/v1/GetLastSignInRequest.ts';
import type { GetLastSignInResponse as _app_auth_v1_GetLastSignInResponse, GetLastSignInResponse__Output as _app_auth_v1_GetLastSignInResponse__Output } from '../../../app/auth/v1/GetLastSignInResponse.ts';
import type { GetPhoneRequest as _app_auth_v1_GetPhoneRequest, GetPhoneRequest__Output as _app_auth_v1_GetPhoneRequest__Output } from '../../../app/auth/v1/GetPhoneRequest.ts';
import type { GetSessionRequest as _app_auth_v1_GetSessionRequest, GetSessionRequest__Output as _app_auth_v1_GetSessionRequest__Output } from '../../../app/auth/v1/GetSessionRequest.ts';
import type { GetSessionResponse as _app_auth_v1_GetSessionResponse, GetSessionResponse__Output as _app_auth_v1_GetSessionResponse__Output } from '../../../app/auth/v1/GetSessionResponse.ts';
import type { GetSmsCodeBudgetRequest as _app_auth_v1_GetSmsCodeBudgetRequest, GetSmsCodeBudgetRequest__Output as _app_auth_v1_GetSmsCodeBudgetRequest__Output } from '../../../app/auth/v1/GetSmsCodeBudgetRequest.ts';
import type { GetSmsCodeBudgetResponse as _app_auth_v1_GetSmsCodeBudgetResponse, GetSmsCodeBudgetResponse__Output as _app_auth_v1_GetSmsCodeBudgetResponse__Output } from '../../../app/auth/v1/GetSmsCodeBudgetResponse.ts';
import type { GetUserRequest as _app_auth_v1_GetUserRequest, GetUserRequest__Output as _app_auth_v1_GetUserRequest__Output } from '../../../app/auth/v1/GetUserRequest.ts';
import type { GetUserResponse as _app_auth_v1_GetUserResponse, GetUserResponse__Output as _app_auth_v1_GetUserResponse__Output } from '../../../app/auth/v1/GetUserResponse.ts';
import type { IssueEmailTokenRequest as _app_auth_v1_IssueEmailTokenRequest, IssueEmailTokenRequest__Output as _app_auth_v1_IssueEmailTokenRequest__Output } from '../../../app/auth/v1/IssueEmailTokenRequest.ts';
import type { IssueEmailTokenResponse as _app_auth_v1_IssueEmailTokenResponse, IssueEmailTokenResponse__Output as _app_auth_v1_IssueEmailTokenResponse__Output } from '../../../app/auth/v1/IssueEmailTokenResponse.ts';
import type { IssuePhoneCodeRequest as _app_auth_v1_IssuePhoneCodeRequest, IssuePhoneCodeRequest__Output as _app_auth_v1_IssuePhoneCodeRequest__Output } from '../../../app/auth/v1/IssuePhoneCodeRequest.ts';
import type { IssuePhoneCodeResponse as _app_auth_v1_IssuePhoneCodeResponse, IssuePhoneCodeResponse__Output as _app_auth_v1_IssuePhoneCodeResponse__Output } from '../../../app/auth/v1/IssuePhoneCodeResponse.ts';
import type { ListAdminsRequest as _app_auth_v1_ListAdminsRequest, ListAdminsRequest__Output as _app_auth_v1_ListAdminsRequest__Output } from '../../../app/auth/v1/ListAdminsRequest.ts';
import type { ListAdminsResponse as _app_auth_v1_ListAdminsResponse, ListAdminsResponse__Output as _app_auth_v1_ListAdminsResponse__Output } from '../../../app/auth/v1/ListAdminsResponse.ts';
import type { LoginRequest as _app_auth_v1_LoginRequest, LoginRequest__Output as _app_auth_v1_LoginRequest__Output } from '../../../app/auth/v1/LoginRequest.ts';
import type { LogoutRequest as _app_auth_v1_LogoutRequest, LogoutRequest__Output as _app_auth_v1_LogoutRequest__Output } from '../../../app/auth/v1/LogoutRequest.ts';
import type { LogoutResponse as _app_auth_v1_LogoutResponse, LogoutResponse__Output as _app_auth_v1_LogoutResponse__Output } from '../../../app/auth/v1/LogoutResponse.ts';
import type { NameUsersRequest as _app_auth_v1_NameUsersRequest, NameUsersRequest__Output as _app_auth_v1_NameUsersRequest__Output } from '../../../app/auth/v1/NameUsersRequest.ts';
import type { NameUsersResponse as _app_auth_v1_NameUsersResponse, NameUsersResponse__Output as _app_auth_v1_NameUsersResponse__Output } from '../../../app/auth/v1/NameUsersResponse.ts';
import type { PhoneResponse as _app_auth_v1_PhoneResponse, PhoneResponse__Output as _app_auth_v1_PhoneResponse__Output } from '../../../app/auth/v1/PhoneResponse.ts';
import type { RedriveOutboxRequest as _app_common_v1_RedriveOutboxRequest, RedriveOutboxRequest__Output as _app_common_v1_RedriveOutboxRequest__Output } from '../../../app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse as _app_common_v1_RedriveOutboxResponse, RedriveOutboxResponse__Output as _app_common_v1_RedriveOutboxResponse__Output } from '../../../app/common/v1/RedriveOutboxResponse.ts';
import type { RegisterRequest as _app_auth_v1_RegisterRequest, RegisterRequest__Output as _app_auth_v1_RegisterRequest__Output } from '../../../app/auth/v1/RegisterRequest.ts';
import type { RemoveBackupEmailRequest as _app_auth_v1_RemoveBackupEmailRequest, RemoveBackupEmailRequest__Output as _app_auth_v1_RemoveBackupEmailRequest__Output } from '../../../app/auth/v1/RemoveBackupEmailRequest.ts';
import type { RemoveBackupEmailResponse as _app_auth_v1_RemoveBackupEmailResponse, RemoveBackupEmailResponse__Output as _app_auth_v1_RemoveBackupEmailResponse__Output } from '../../../app/auth/v1/RemoveBackupEmailResponse.ts';
import type { RemovePhoneRequest as _app_auth_v1_RemovePhoneRequest, RemovePhoneRequest__Output as _app_auth_v1_RemovePhoneRequest__Output } from '../../../app/auth/v1/RemovePhoneRequest.ts';
import type { RequestPasswordResetRequest as _app_auth_v1_RequestPasswordResetRequest, RequestPasswordResetRequest__Output as _app_auth_v1_RequestPasswordResetRequest__Output } from '../../../app/auth/v1/RequestPasswordResetRequest.ts';
import type { RequestPasswordResetResponse as _app_auth_v1_RequestPasswordResetResponse, RequestPasswordResetResponse__Output as _app_auth_v1_RequestPasswordResetResponse__Output } from '../../../app/auth/v1/RequestPasswordResetResponse.ts';
import type { ResendVerificationRequest as _app_auth_v1_ResendVerificationRequest, ResendVerificationRequest__Output as _app_auth_v1_ResendVerificationRequest__Output } from '../../../app/auth/v1/ResendVerificationRequest.ts';
import type { ResendVerificationResponse as _app_auth_v1_ResendVerificationResponse, ResendVerificationResponse__Output as _app_auth_v1_ResendVerificationResponse__Output } from '../../../app/auth/v1/ResendVerificationResponse.ts';
import type { ResetPasswordRequest as _app_auth_v1_ResetPasswordRequest, ResetPasswordRequest__Output as _app_auth_v1_ResetPasswordRequest__Output } from '../../../app/auth/v1/ResetPasswordRequest.ts';
import type { ResetPasswordResponse as _app_auth_v1_ResetPasswordResponse, ResetPasswordResponse__Output as _app_auth_v1_ResetPasswordResponse__Output } from '../../../app/auth/v1/ResetPasswordResponse.ts';
import type { SessionResponse as _app_auth_v1_SessionResponse, SessionResponse__Output as _app_auth_v1_SessionResponse__Output } from '../../../app/auth/v1/SessionResponse.ts';
import type { SetBackupEmailRequest as _app_auth_v1_SetBackupEmailRequest, SetBackupEmailRequest__Output as _app_auth_v1_SetBackupEmailRequest__Output } from '../../../app/auth/v1/SetBackupEmailRequest.ts';
import type { SetBackupEmailResponse as _app_auth_v1_SetBackupEmailResponse, SetBackupEmailResponse__Output as _app_auth_v1_SetBackupEmailResponse__Output } from '../../../app/auth/v1/SetBackupEmailResponse.ts';
import type { SetPhoneRequest as _app_auth_v1_SetPhoneRequest, SetPhoneRequest__Output as _app_auth_v1_SetPhoneRequest__Output } from '../../../app/auth/v1/SetPhoneRequest.ts';
import type { SuspendUserRequest as _app_auth_v1_SuspendUserRequest, SuspendUserRequest__Output as _app_auth_v1_SuspendUserRequest__Output } from '../../../app/auth/v1/SuspendUserRequest.ts';
import type { SuspendUserResponse as _app_auth_v1_SuspendUserResponse, SuspendUserResponse__Output as _app_auth_v1_SuspendUserResponse__Output } from '../../../app/auth/v1/SuspendUserResponse.ts';
import type { VerifyBackupEmailRequest as _app_auth_v1_VerifyBackupEmailRequest, VerifyBackupEmailRequest__Output as _app_auth_v1_VerifyBackupEmailRequest__Output } from '../../../app/auth/v1/VerifyBackupEmailRequest.ts';
import type { VerifyBackupEmailResponse as _app_auth_v1_VerifyBackupEmailResponse, VerifyBackupEmailResponse__Output as _app_auth_v1_VerifyBackupEmailResponse__Output } from '../../../app/auth/v1/VerifyBackupEmailResponse.ts';
import type { VerifyEmailRequest as _app_auth_v1_VerifyEmailRequest, VerifyEmailRequest__Output as _app_auth_v1_VerifyEmailRequest__Output } from '../../../app/auth/v1/VerifyEmailRequest.ts';
import type { VerifyEmailResponse as _app_auth_v1_VerifyEmailResponse, VerifyEmailResponse__Output as _app_auth_v1_VerifyEmailResponse__Output } from '../../../app/auth/v1/VerifyEmailResponse.ts';
import type { VerifyPhoneRequest as _app_auth_v1_VerifyPhoneRequest, VerifyPhoneRequest__Output as _app_auth_v1_VerifyPhoneRequest__Output } from '../../../app/auth/v1/VerifyPhoneRequest.ts';

export interface AuthServiceClient extends grpc.Client {
  DeleteAccount(argument: _app_auth_v1_DeleteAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _app_auth_v1_DeleteAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _app_auth_v1_DeleteAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _app_auth_v1_DeleteAccountRequest, callback: grpc.requestCallback<_app_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _app_auth_v1_DeleteAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _app_auth_v1_DeleteAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _app_auth_v1_DeleteAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _app_auth_v1_DeleteAccountRequest, callback: grpc.requestCallback<_app_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  
  ForgetFarewell(argument: _app_auth_v1_ForgetFarewellRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ForgetFarewellResponse__Output>): grpc.ClientUnaryCall;
  ForgetFarewell(argument: _app_auth_v1_ForgetFarewellRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_ForgetFarewellResponse__Output>): grpc.ClientUnaryCall;
  ForgetFarewell(argument: _app_auth_v1_ForgetFarewellRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ForgetFarewellResponse__Output>): grpc.ClientUnaryCall;
  ForgetFarewell(argument: _app_auth_v1_ForgetFarewellRequest, callback: grpc.requestCallback<_app_auth_v1_ForgetFarewellResponse__Output>): grpc.ClientUnaryCall;
  forgetFarewell(argument: _app_auth_v1_ForgetFarewellRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ForgetFarewellResponse__Output>): grpc.ClientUnaryCall;
  forgetFarewell(argument: _app_auth_v1_ForgetFarewellRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_ForgetFarewellResponse__Output>): grpc.ClientUnaryCall;
  forgetFarewell(argument: _app_auth_v1_ForgetFarewellRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ForgetFarewellResponse__Output>): grpc.ClientUnaryCall;
  forgetFarewell(argument: _app_auth_v1_ForgetFarewellRequest, callback: grpc.requestCallback<_app_auth_v1_ForgetFarewellResponse__Output>): grpc.ClientUnaryCall;
  
  GetAccountClosure(argument: _app_auth_v1_GetAccountClosureRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetAccountClosureResponse__Output>): grpc.ClientUnaryCall;
  GetAccountClosure(argument: _app_auth_v1_GetAccountClosureRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_GetAccountClosureResponse__Output>): grpc.ClientUnaryCall;
  GetAccountClosure(argument: _app_auth_v1_GetAccountClosureRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetAccountClosureResponse__Output>): grpc.ClientUnaryCall;
  GetAccountClosure(argument: _app_auth_v1_GetAccountClosureRequest, callback: grpc.requestCallback<_app_auth_v1_GetAccountClosureResponse__Output>): grpc.ClientUnaryCall;
  getAccountClosure(argument: _app_auth_v1_GetAccountClosureRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetAccountClosureResponse__Output>): grpc.ClientUnaryCall;
  getAccountClosure(argument: _app_auth_v1_GetAccountClosureRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_GetAccountClosureResponse__Output>): grpc.ClientUnaryCall;
  getAccountClosure(argument: _app_auth_v1_GetAccountClosureRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetAccountClosureResponse__Output>): grpc.ClientUnaryCall;
  getAccountClosure(argument: _app_auth_v1_GetAccountClosureRequest, callback: grpc.requestCallback<_app_auth_v1_GetAccountClosureResponse__Output>): grpc.ClientUnaryCall;
  
  GetFarewell(argument: _app_auth_v1_GetFarewellRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetFarewellResponse__Output>): grpc.ClientUnaryCall;
  GetFarewell(argument: _app_auth_v1_GetFarewellRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_GetFarewellResponse__Output>): grpc.ClientUnaryCall;
  GetFarewell(argument: _app_auth_v1_GetFarewellRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetFarewellResponse__Output>): grpc.ClientUnaryCall;
  GetFarewell(argument: _app_auth_v1_GetFarewellRequest, callback: grpc.requestCallback<_app_auth_v1_GetFarewellResponse__Output>): grpc.ClientUnaryCall;
  getFarewell(argument: _app_auth_v1_GetFarewellRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetFarewellResponse__Output>): grpc.ClientUnaryCall;
  getFarewell(argument: _app_auth_v1_GetFarewellRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_GetFarewellResponse__Output>): grpc.ClientUnaryCall;
  getFarewell(argument: _app_auth_v1_GetFarewellRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetFarewellResponse__Output>): grpc.ClientUnaryCall;
  getFarewell(argument: _app_auth_v1_GetFarewellRequest, callback: grpc.requestCallback<_app_auth_v1_GetFarewellResponse__Output>): grpc.ClientUnaryCall;
  
  GetLastSignIn(argument: _app_auth_v1_GetLastSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetLastSignInResponse__Output>): grpc.ClientUnaryCall;
  GetLastSignIn(argument: _app_auth_v1_GetLastSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_GetLastSignInResponse__Output>): grpc.ClientUnaryCall;
  GetLastSignIn(argument: _app_auth_v1_GetLastSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetLastSignInResponse__Output>): grpc.ClientUnaryCall;
  GetLastSignIn(argument: _app_auth_v1_GetLastSignInRequest, callback: grpc.requestCallback<_app_auth_v1_GetLastSignInResponse__Output>): grpc.ClientUnaryCall;
  getLastSignIn(argument: _app_auth_v1_GetLastSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetLastSignInResponse__Output>): grpc.ClientUnaryCall;
  getLastSignIn(argument: _app_auth_v1_GetLastSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_GetLastSignInResponse__Output>): grpc.ClientUnaryCall;
  getLastSignIn(argument: _app_auth_v1_GetLastSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetLastSignInResponse__Output>): grpc.ClientUnaryCall;
  getLastSignIn(argument: _app_auth_v1_GetLastSignInRequest, callback: grpc.requestCallback<_app_auth_v1_GetLastSignInResponse__Output>): grpc.ClientUnaryCall;
  
  GetPhone(argument: _app_auth_v1_GetPhoneRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  GetPhone(argument: _app_auth_v1_GetPhoneRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  GetPhone(argument: _app_auth_v1_GetPhoneRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  GetPhone(argument: _app_auth_v1_GetPhoneRequest, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  getPhone(argument: _app_auth_v1_GetPhoneRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  getPhone(argument: _app_auth_v1_GetPhoneRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  getPhone(argument: _app_auth_v1_GetPhoneRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  getPhone(argument: _app_auth_v1_GetPhoneRequest, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  
  GetSession(argument: _app_auth_v1_GetSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  GetSession(argument: _app_auth_v1_GetSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  GetSession(argument: _app_auth_v1_GetSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  GetSession(argument: _app_auth_v1_GetSessionRequest, callback: grpc.requestCallback<_app_auth_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  getSession(argument: _app_auth_v1_GetSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  getSession(argument: _app_auth_v1_GetSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  getSession(argument: _app_auth_v1_GetSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  getSession(argument: _app_auth_v1_GetSessionRequest, callback: grpc.requestCallback<_app_auth_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  
  GetSmsCodeBudget(argument: _app_auth_v1_GetSmsCodeBudgetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetSmsCodeBudgetResponse__Output>): grpc.ClientUnaryCall;
  GetSmsCodeBudget(argument: _app_auth_v1_GetSmsCodeBudgetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_GetSmsCodeBudgetResponse__Output>): grpc.ClientUnaryCall;
  GetSmsCodeBudget(argument: _app_auth_v1_GetSmsCodeBudgetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetSmsCodeBudgetResponse__Output>): grpc.ClientUnaryCall;
  GetSmsCodeBudget(argument: _app_auth_v1_GetSmsCodeBudgetRequest, callback: grpc.requestCallback<_app_auth_v1_GetSmsCodeBudgetResponse__Output>): grpc.ClientUnaryCall;
  getSmsCodeBudget(argument: _app_auth_v1_GetSmsCodeBudgetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetSmsCodeBudgetResponse__Output>): grpc.ClientUnaryCall;
  getSmsCodeBudget(argument: _app_auth_v1_GetSmsCodeBudgetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_GetSmsCodeBudgetResponse__Output>): grpc.ClientUnaryCall;
  getSmsCodeBudget(argument: _app_auth_v1_GetSmsCodeBudgetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetSmsCodeBudgetResponse__Output>): grpc.ClientUnaryCall;
  getSmsCodeBudget(argument: _app_auth_v1_GetSmsCodeBudgetRequest, callback: grpc.requestCallback<_app_auth_v1_GetSmsCodeBudgetResponse__Output>): grpc.ClientUnaryCall;
  
  GetUser(argument: _app_auth_v1_GetUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _app_auth_v1_GetUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _app_auth_v1_GetUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _app_auth_v1_GetUserRequest, callback: grpc.requestCallback<_app_auth_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  getUser(argument: _app_auth_v1_GetUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  getUser(argument: _app_auth_v1_GetUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  getUser(argument: _app_auth_v1_GetUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  getUser(argument: _app_auth_v1_GetUserRequest, callback: grpc.requestCallback<_app_auth_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  
  IssueEmailToken(argument: _app_auth_v1_IssueEmailTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_IssueEmailTokenResponse__Output>): grpc.ClientUnaryCall;
  IssueEmailToken(argument: _app_auth_v1_IssueEmailTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_IssueEmailTokenResponse__Output>): grpc.ClientUnaryCall;
  IssueEmailToken(argument: _app_auth_v1_IssueEmailTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_IssueEmailTokenResponse__Output>): grpc.ClientUnaryCall;
  IssueEmailToken(argument: _app_auth_v1_IssueEmailTokenRequest, callback: grpc.requestCallback<_app_auth_v1_IssueEmailTokenResponse__Output>): grpc.ClientUnaryCall;
  issueEmailToken(argument: _app_auth_v1_IssueEmailTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_IssueEmailTokenResponse__Output>): grpc.ClientUnaryCall;
  issueEmailToken(argument: _app_auth_v1_IssueEmailTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_IssueEmailTokenResponse__Output>): grpc.ClientUnaryCall;
  issueEmailToken(argument: _app_auth_v1_IssueEmailTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_IssueEmailTokenResponse__Output>): grpc.ClientUnaryCall;
  issueEmailToken(argument: _app_auth_v1_IssueEmailTokenRequest, callback: grpc.requestCallback<_app_auth_v1_IssueEmailTokenResponse__Output>): grpc.ClientUnaryCall;
  
  IssuePhoneCode(argument: _app_auth_v1_IssuePhoneCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_IssuePhoneCodeResponse__Output>): grpc.ClientUnaryCall;
  IssuePhoneCode(argument: _app_auth_v1_IssuePhoneCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_IssuePhoneCodeResponse__Output>): grpc.ClientUnaryCall;
  IssuePhoneCode(argument: _app_auth_v1_IssuePhoneCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_IssuePhoneCodeResponse__Output>): grpc.ClientUnaryCall;
  IssuePhoneCode(argument: _app_auth_v1_IssuePhoneCodeRequest, callback: grpc.requestCallback<_app_auth_v1_IssuePhoneCodeResponse__Output>): grpc.ClientUnaryCall;
  issuePhoneCode(argument: _app_auth_v1_IssuePhoneCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_IssuePhoneCodeResponse__Output>): grpc.ClientUnaryCall;
  issuePhoneCode(argument: _app_auth_v1_IssuePhoneCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_IssuePhoneCodeResponse__Output>): grpc.ClientUnaryCall;
  issuePhoneCode(argument: _app_auth_v1_IssuePhoneCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_IssuePhoneCodeResponse__Output>): grpc.ClientUnaryCall;
  issuePhoneCode(argument: _app_auth_v1_IssuePhoneCodeRequest, callback: grpc.requestCallback<_app_auth_v1_IssuePhoneCodeResponse__Output>): grpc.ClientUnaryCall;
  
  ListAdmins(argument: _app_auth_v1_ListAdminsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ListAdminsResponse__Output>): grpc.ClientUnaryCall;
  ListAdmins(argument: _app_auth_v1_ListAdminsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_ListAdminsResponse__Output>): grpc.ClientUnaryCall;
  ListAdmins(argument: _app_auth_v1_ListAdminsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ListAdminsResponse__Output>): grpc.ClientUnaryCall;
  ListAdmins(argument: _app_auth_v1_ListAdminsRequest, callback: grpc.requestCallback<_app_auth_v1_ListAdminsResponse__Output>): grpc.ClientUnaryCall;
  listAdmins(argument: _app_auth_v1_ListAdminsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ListAdminsResponse__Output>): grpc.ClientUnaryCall;
  listAdmins(argument: _app_auth_v1_ListAdminsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_ListAdminsResponse__Output>): grpc.ClientUnaryCall;
  listAdmins(argument: _app_auth_v1_ListAdminsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ListAdminsResponse__Output>): grpc.ClientUnaryCall;
  listAdmins(argument: _app_auth_v1_ListAdminsRequest, callback: grpc.requestCallback<_app_auth_v1_ListAdminsResponse__Output>): grpc.ClientUnaryCall;
  
  Login(argument: _app_auth_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _app_auth_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _app_auth_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _app_auth_v1_LoginRequest, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _app_auth_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _app_auth_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _app_auth_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _app_auth_v1_LoginRequest, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  
  Logout(argument: _app_auth_v1_LogoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  Logout(argument: _app_auth_v1_LogoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  Logout(argument: _app_auth_v1_LogoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  Logout(argument: _app_auth_v1_LogoutRequest, callback: grpc.requestCallback<_app_auth_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  logout(argument: _app_auth_v1_LogoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  logout(argument: _app_auth_v1_LogoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  logout(argument: _app_auth_v1_LogoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  logout(argument: _app_auth_v1_LogoutRequest, callback: grpc.requestCallback<_app_auth_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  
  NameUsers(argument: _app_auth_v1_NameUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_NameUsersResponse__Output>): grpc.ClientUnaryCall;
  NameUsers(argument: _app_auth_v1_NameUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_NameUsersResponse__Output>): grpc.ClientUnaryCall;
  NameUsers(argument: _app_auth_v1_NameUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_NameUsersResponse__Output>): grpc.ClientUnaryCall;
  NameUsers(argument: _app_auth_v1_NameUsersRequest, callback: grpc.requestCallback<_app_auth_v1_NameUsersResponse__Output>): grpc.ClientUnaryCall;
  nameUsers(argument: _app_auth_v1_NameUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_NameUsersResponse__Output>): grpc.ClientUnaryCall;
  nameUsers(argument: _app_auth_v1_NameUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_NameUsersResponse__Output>): grpc.ClientUnaryCall;
  nameUsers(argument: _app_auth_v1_NameUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_NameUsersResponse__Output>): grpc.ClientUnaryCall;
  nameUsers(argument: _app_auth_v1_NameUsersRequest, callback: grpc.requestCallback<_app_auth_v1_NameUsersResponse__Output>): grpc.ClientUnaryCall;
  
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  
  Register(argument: _app_auth_v1_RegisterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  Register(argument: _app_auth_v1_RegisterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  Register(argument: _app_auth_v1_RegisterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  Register(argument: _app_auth_v1_RegisterRequest, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _app_auth_v1_RegisterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _app_auth_v1_RegisterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _app_auth_v1_RegisterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _app_auth_v1_RegisterRequest, callback: grpc.requestCallback<_app_auth_v1_SessionResponse__Output>): grpc.ClientUnaryCall;
  
  RemoveBackupEmail(argument: _app_auth_v1_RemoveBackupEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_RemoveBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  RemoveBackupEmail(argument: _app_auth_v1_RemoveBackupEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_RemoveBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  RemoveBackupEmail(argument: _app_auth_v1_RemoveBackupEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_RemoveBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  RemoveBackupEmail(argument: _app_auth_v1_RemoveBackupEmailRequest, callback: grpc.requestCallback<_app_auth_v1_RemoveBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  removeBackupEmail(argument: _app_auth_v1_RemoveBackupEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_RemoveBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  removeBackupEmail(argument: _app_auth_v1_RemoveBackupEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_RemoveBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  removeBackupEmail(argument: _app_auth_v1_RemoveBackupEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_RemoveBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  removeBackupEmail(argument: _app_auth_v1_RemoveBackupEmailRequest, callback: grpc.requestCallback<_app_auth_v1_RemoveBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  
  RemovePhone(argument: _app_auth_v1_RemovePhoneRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  RemovePhone(argument: _app_auth_v1_RemovePhoneRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  RemovePhone(argument: _app_auth_v1_RemovePhoneRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  RemovePhone(argument: _app_auth_v1_RemovePhoneRequest, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  removePhone(argument: _app_auth_v1_RemovePhoneRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  removePhone(argument: _app_auth_v1_RemovePhoneRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  removePhone(argument: _app_auth_v1_RemovePhoneRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  removePhone(argument: _app_auth_v1_RemovePhoneRequest, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  
  RequestPasswordReset(argument: _app_auth_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  RequestPasswordReset(argument: _app_auth_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  RequestPasswordReset(argument: _app_auth_v1_RequestPasswordResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  RequestPasswordReset(argument: _app_auth_v1_RequestPasswordResetRequest, callback: grpc.requestCallback<_app_auth_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _app_auth_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _app_auth_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _app_auth_v1_RequestPasswordResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _app_auth_v1_RequestPasswordResetRequest, callback: grpc.requestCallback<_app_auth_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  
  ResendVerification(argument: _app_auth_v1_ResendVerificationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ResendVerificationResponse__Output>): grpc.ClientUnaryCall;
  ResendVerification(argument: _app_auth_v1_ResendVerificationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_ResendVerificationResponse__Output>): grpc.ClientUnaryCall;
  ResendVerification(argument: _app_auth_v1_ResendVerificationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ResendVerificationResponse__Output>): grpc.ClientUnaryCall;
  ResendVerification(argument: _app_auth_v1_ResendVerificationRequest, callback: grpc.requestCallback<_app_auth_v1_ResendVerificationResponse__Output>): grpc.ClientUnaryCall;
  resendVerification(argument: _app_auth_v1_ResendVerificationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ResendVerificationResponse__Output>): grpc.ClientUnaryCall;
  resendVerification(argument: _app_auth_v1_ResendVerificationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_ResendVerificationResponse__Output>): grpc.ClientUnaryCall;
  resendVerification(argument: _app_auth_v1_ResendVerificationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ResendVerificationResponse__Output>): grpc.ClientUnaryCall;
  resendVerification(argument: _app_auth_v1_ResendVerificationRequest, callback: grpc.requestCallback<_app_auth_v1_ResendVerificationResponse__Output>): grpc.ClientUnaryCall;
  
  ResetPassword(argument: _app_auth_v1_ResetPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _app_auth_v1_ResetPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _app_auth_v1_ResetPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _app_auth_v1_ResetPasswordRequest, callback: grpc.requestCallback<_app_auth_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _app_auth_v1_ResetPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _app_auth_v1_ResetPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _app_auth_v1_ResetPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _app_auth_v1_ResetPasswordRequest, callback: grpc.requestCallback<_app_auth_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  
  SetBackupEmail(argument: _app_auth_v1_SetBackupEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SetBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  SetBackupEmail(argument: _app_auth_v1_SetBackupEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_SetBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  SetBackupEmail(argument: _app_auth_v1_SetBackupEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SetBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  SetBackupEmail(argument: _app_auth_v1_SetBackupEmailRequest, callback: grpc.requestCallback<_app_auth_v1_SetBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  setBackupEmail(argument: _app_auth_v1_SetBackupEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SetBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  setBackupEmail(argument: _app_auth_v1_SetBackupEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_SetBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  setBackupEmail(argument: _app_auth_v1_SetBackupEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SetBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  setBackupEmail(argument: _app_auth_v1_SetBackupEmailRequest, callback: grpc.requestCallback<_app_auth_v1_SetBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  
  SetPhone(argument: _app_auth_v1_SetPhoneRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  SetPhone(argument: _app_auth_v1_SetPhoneRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  SetPhone(argument: _app_auth_v1_SetPhoneRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  SetPhone(argument: _app_auth_v1_SetPhoneRequest, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  setPhone(argument: _app_auth_v1_SetPhoneRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  setPhone(argument: _app_auth_v1_SetPhoneRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  setPhone(argument: _app_auth_v1_SetPhoneRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  setPhone(argument: _app_auth_v1_SetPhoneRequest, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  
  SuspendUser(argument: _app_auth_v1_SuspendUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SuspendUserResponse__Output>): grpc.ClientUnaryCall;
  SuspendUser(argument: _app_auth_v1_SuspendUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_SuspendUserResponse__Output>): grpc.ClientUnaryCall;
  SuspendUser(argument: _app_auth_v1_SuspendUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SuspendUserResponse__Output>): grpc.ClientUnaryCall;
  SuspendUser(argument: _app_auth_v1_SuspendUserRequest, callback: grpc.requestCallback<_app_auth_v1_SuspendUserResponse__Output>): grpc.ClientUnaryCall;
  suspendUser(argument: _app_auth_v1_SuspendUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SuspendUserResponse__Output>): grpc.ClientUnaryCall;
  suspendUser(argument: _app_auth_v1_SuspendUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_SuspendUserResponse__Output>): grpc.ClientUnaryCall;
  suspendUser(argument: _app_auth_v1_SuspendUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_SuspendUserResponse__Output>): grpc.ClientUnaryCall;
  suspendUser(argument: _app_auth_v1_SuspendUserRequest, callback: grpc.requestCallback<_app_auth_v1_SuspendUserResponse__Output>): grpc.ClientUnaryCall;
  
  VerifyBackupEmail(argument: _app_auth_v1_VerifyBackupEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_VerifyBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  VerifyBackupEmail(argument: _app_auth_v1_VerifyBackupEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_VerifyBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  VerifyBackupEmail(argument: _app_auth_v1_VerifyBackupEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_VerifyBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  VerifyBackupEmail(argument: _app_auth_v1_VerifyBackupEmailRequest, callback: grpc.requestCallback<_app_auth_v1_VerifyBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  verifyBackupEmail(argument: _app_auth_v1_VerifyBackupEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_VerifyBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  verifyBackupEmail(argument: _app_auth_v1_VerifyBackupEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_VerifyBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  verifyBackupEmail(argument: _app_auth_v1_VerifyBackupEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_VerifyBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  verifyBackupEmail(argument: _app_auth_v1_VerifyBackupEmailRequest, callback: grpc.requestCallback<_app_auth_v1_VerifyBackupEmailResponse__Output>): grpc.ClientUnaryCall;
  
  VerifyEmail(argument: _app_auth_v1_VerifyEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_VerifyEmailResponse__Output>): grpc.ClientUnaryCall;
  VerifyEmail(argument: _app_auth_v1_VerifyEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_VerifyEmailResponse__Output>): grpc.ClientUnaryCall;
  VerifyEmail(argument: _app_auth_v1_VerifyEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_VerifyEmailResponse__Output>): grpc.ClientUnaryCall;
  VerifyEmail(argument: _app_auth_v1_VerifyEmailRequest, callback: grpc.requestCallback<_app_auth_v1_VerifyEmailResponse__Output>): grpc.ClientUnaryCall;
  verifyEmail(argument: _app_auth_v1_VerifyEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_VerifyEmailResponse__Output>): grpc.ClientUnaryCall;
  verifyEmail(argument: _app_auth_v1_VerifyEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_VerifyEmailResponse__Output>): grpc.ClientUnaryCall;
  verifyEmail(argument: _app_auth_v1_VerifyEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_VerifyEmailResponse__Output>): grpc.ClientUnaryCall;
  verifyEmail(argument: _app_auth_v1_VerifyEmailRequest, callback: grpc.requestCallback<_app_auth_v1_VerifyEmailResponse__Output>): grpc.ClientUnaryCall;
  
  VerifyPhone(argument: _app_auth_v1_VerifyPhoneRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  VerifyPhone(argument: _app_auth_v1_VerifyPhoneRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  VerifyPhone(argument: _app_auth_v1_VerifyPhoneRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  VerifyPhone(argument: _app_auth_v1_VerifyPhoneRequest, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  verifyPhone(argument: _app_auth_v1_VerifyPhoneRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  verifyPhone(argument: _app_auth_v1_VerifyPhoneRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  verifyPhone(argument: _app_auth_v1_VerifyPhoneRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  verifyPhone(argument: _app_auth_v1_VerifyPhoneRequest, callback: grpc.requestCallback<_app_auth_v1_PhoneResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface AuthServiceHandlers extends grpc.UntypedServiceImplementation {
  DeleteAccount: grpc.handleUnaryCall<_app_auth_v1_DeleteAccountRequest__Output, _app_auth_v1_DeleteAccountResponse>;
  
  ForgetFarewell: grpc.handleUnaryCall<_app_auth_v1_ForgetFarewellRequest__Output, _app_auth_v1_ForgetFarewellResponse>;
  
  GetAccountClosure: grpc.handleUnaryCall<_app_auth_v1_GetAccountClosureRequest__Output, _app_auth_v1_GetAccountClosureResponse>;
  
  GetFarewell: grpc.handleUnaryCall<_app_auth_v1_GetFarewellRequest__Output, _app_auth_v1_GetFarewellResponse>;
  
  GetLastSignIn: grpc.handleUnaryCall<_app_auth_v1_GetLastSignInRequest__Output, _app_auth_v1_GetLastSignInResponse>;
  
  GetPhone: grpc.handleUnaryCall<_app_auth_v1_GetPhoneRequest__Output, _app_auth_v1_PhoneResponse>;
  
  GetSession: grpc.handleUnaryCall<_app_auth_v1_GetSessionRequest__Output, _app_auth_v1_GetSessionResponse>;
  
  GetSmsCodeBudget: grpc.handleUnaryCall<_app_auth_v1_GetSmsCodeBudgetRequest__Output, _app_auth_v1_GetSmsCodeBudgetResponse>;
  
  GetUser: grpc.handleUnaryCall<_app_auth_v1_GetUserRequest__Output, _app_auth_v1_GetUserResponse>;
  
  IssueEmailToken: grpc.handleUnaryCall<_app_auth_v1_IssueEmailTokenRequest__Output, _app_auth_v1_IssueEmailTokenResponse>;
  
  IssuePhoneCode: grpc.handleUnaryCall<_app_auth_v1_IssuePhoneCodeRequest__Output, _app_auth_v1_IssuePhoneCodeResponse>;
  
  ListAdmins: grpc.handleUnaryCall<_app_auth_v1_ListAdminsRequest__Output, _app_auth_v1_ListAdminsResponse>;
  
  Login: grpc.handleUnaryCall<_app_auth_v1_LoginRequest__Output, _app_auth_v1_SessionResponse>;
  
  Logout: grpc.handleUnaryCall<_app_auth_v1_LogoutRequest__Output, _app_auth_v1_LogoutResponse>;
  
  NameUsers: grpc.handleUnaryCall<_app_auth_v1_NameUsersRequest__Output, _app_auth_v1_NameUsersResponse>;
  
  RedriveOutbox: grpc.handleUnaryCall<_app_common_v1_RedriveOutboxRequest__Output, _app_common_v1_RedriveOutboxResponse>;
  
  Register: grpc.handleUnaryCall<_app_auth_v1_RegisterRequest__Output, _app_auth_v1_SessionResponse>;
  
  RemoveBackupEmail: grpc.handleUnaryCall<_app_auth_v1_RemoveBackupEmailRequest__Output, _app_auth_v1_RemoveBackupEmailResponse>;
  
  RemovePhone: grpc.handleUnaryCall<_app_auth_v1_RemovePhoneRequest__Output, _app_auth_v1_PhoneResponse>;
  
  RequestPasswordReset: grpc.handleUnaryCall<_app_auth_v1_RequestPasswordResetRequest__Output, _app_auth_v1_RequestPasswordResetResponse>;
  
  ResendVerification: grpc.handleUnaryCall<_app_auth_v1_ResendVerificationRequest__Output, _app_auth_v1_ResendVerificationResponse>;
  
  ResetPassword: grpc.handleUnaryCall<_app_auth_v1_ResetPasswordRequest__Output, _app_auth_v1_ResetPasswordResponse>;
  
  SetBackupEmail: grpc.handleUnaryCall<_app_auth_v1_SetBackupEmailRequest__Output, _app_auth_v1_SetBackupEmailResponse>;
  
  SetPhone: grpc.handleUnaryCall<_app_auth_v1_SetPhoneRequest__Output, _app_auth_v1_PhoneResponse>;
  
  SuspendUser: grpc.handleUnaryCall<_app_auth_v1_SuspendUserRequest__Output, _app_auth_v1_SuspendUserResponse>;
  
  VerifyBackupEmail: grpc.handleUnaryCall<_app_auth_v1_VerifyBackupEmailRequest__Output, _app_auth_v1_VerifyBackupEmailResponse>;
  
  VerifyEmail: grpc.handleUnaryCall<_app_auth_v1_VerifyEmailRequest__Output, _app_auth_v1_VerifyEmailResponse>;
  
  VerifyPhone: grpc.handleUnaryCall<_app_auth_v1_VerifyPhoneRequest__Output, _app_auth_v1_PhoneResponse>;
  
}

export interface AuthServiceDefinition extends grpc.ServiceDefinition {
  DeleteAccount: MethodDefinition<_app_auth_v1_DeleteAccountRequest, _app_auth_v1_DeleteAccountResponse, _app_auth_v1_DeleteAccountRequest__Output, _app_auth_v1_DeleteAccountResponse__Output>
  ForgetFarewell: MethodDefinition<_app_auth_v1_ForgetFarewellRequest, _app_auth_v1_ForgetFarewellResponse, _app_auth_v1_ForgetFarewellRequest__Output, _app_auth_v1_ForgetFarewellResponse__Output>
  GetAccountClosure: MethodDefinition<_app_auth_v1_GetAccountClosureRequest, _app_auth_v1_GetAccountClosureResponse, _app_auth_v1_GetAccountClosureRequest__Output, _app_auth_v1_GetAccountClosureResponse__Output>
  GetFarewell: MethodDefinition<_app_auth_v1_GetFarewellRequest, _app_auth_v1_GetFarewellResponse, _app_auth_v1_GetFarewellRequest__Output, _app_auth_v1_GetFarewellResponse__Output>
  GetLastSignIn: MethodDefinition<_app_auth_v1_GetLastSignInRequest, _app_auth_v1_GetLastSignInResponse, _app_auth_v1_GetLastSignInRequest__Output, _app_auth_v1_GetLastSignInResponse__Output>
  GetPhone: MethodDefinition<_app_auth_v1_GetPhoneRequest, _app_auth_v1_PhoneResponse, _app_auth_v1_GetPhoneRequest__Output, _app_auth_v1_PhoneResponse__Output>
  GetSession: MethodDefinition<_app_auth_v1_GetSessionRequest, _app_auth_v1_GetSessionResponse, _app_auth_v1_GetSessionRequest__Output, _app_auth_v1_GetSessionResponse__Output>
  GetSmsCodeBudget: MethodDefinition<_app_auth_v1_GetSmsCodeBudgetRequest, _app_auth_v1_GetSmsCodeBudgetResponse, _app_auth_v1_GetSmsCodeBudgetRequest__Output, _app_auth_v1_GetSmsCodeBudgetResponse__Output>
  GetUser: MethodDefinition<_app_auth_v1_GetUserRequest, _app_auth_v1_GetUserResponse, _app_auth_v1_GetUserRequest__Output, _app_auth_v1_GetUserResponse__Output>
  IssueEmailToken: MethodDefinition<_app_auth_v1_IssueEmailTokenRequest, _app_auth_v1_IssueEmailTokenResponse, _app_auth_v1_IssueEmailTokenRequest__Output, _app_auth_v1_IssueEmailTokenResponse__Output>
  IssuePhoneCode: MethodDefinition<_app_auth_v1_IssuePhoneCodeRequest, _app_auth_v1_IssuePhoneCodeResponse, _app_auth_v1_IssuePhoneCodeRequest__Output, _app_auth_v1_IssuePhoneCodeResponse__Output>
  ListAdmins: MethodDefinition<_app_auth_v1_ListAdminsRequest, _app_auth_v1_ListAdminsResponse, _app_auth_v1_ListAdminsRequest__Output, _app_auth_v1_ListAdminsResponse__Output>
  Login: MethodDefinition<_app_auth_v1_LoginRequest, _app_auth_v1_SessionResponse, _app_auth_v1_LoginRequest__Output, _app_auth_v1_SessionResponse__Output>
  Logout: MethodDefinition<_app_auth_v1_LogoutRequest, _app_auth_v1_LogoutResponse, _app_auth_v1_LogoutRequest__Output, _app_auth_v1_LogoutResponse__Output>
  NameUsers: MethodDefinition<_app_auth_v1_NameUsersRequest, _app_auth_v1_NameUsersResponse, _app_auth_v1_NameUsersRequest__Output, _app_auth_v1_NameUsersResponse__Output>
  RedriveOutbox: MethodDefinition<_app_common_v1_RedriveOutboxRequest, _app_common_v1_RedriveOutboxResponse, _app_common_v1_RedriveOutboxRequest__Output, _app_common_v1_RedriveOutboxResponse__Output>
  Register: MethodDefinition<_app_auth_v1_RegisterRequest, _app_auth_v1_SessionResponse, _app_auth_v1_RegisterRequest__Output, _app_auth_v1_SessionResponse__Output>
  RemoveBackupEmail: MethodDefinition<_app_auth_v1_RemoveBackupEmailRequest, _app_auth_v1_RemoveBackupEmailResponse, _app_auth_v1_RemoveBackupEmailRequest__Output, _app_auth_v1_RemoveBackupEmailResponse__Output>
  RemovePhone: MethodDefinition<_app_auth_v1_RemovePhoneRequest, _app_auth_v1_PhoneResponse, _app_auth_v1_RemovePhoneRequest__Output, _app_auth_v1_PhoneResponse__Output>
  RequestPasswordReset: MethodDefinition<_app_auth_v1_RequestPasswordResetRequest, _app_auth_v1_RequestPasswordResetResponse, _app_auth_v1_RequestPasswordResetRequest__Output, _app_auth_v1_RequestPasswordResetResponse__Output>
  ResendVerification: MethodDefinition<_app_auth_v1_ResendVerificationRequest, _app_auth_v1_ResendVerificationResponse, _app_auth_v1_ResendVerificationRequest__Output, _app_auth_v1_ResendVerificationResponse__Output>
  ResetPassword: MethodDefinition<_app_auth_v1_ResetPasswordRequest, _app_auth_v1_ResetPasswordResponse, _app_auth_v1_ResetPasswordRequest__Output, _app_auth_v1_ResetPasswordResponse__Output>
  SetBackupEmail: MethodDefinition<_app_auth_v1_SetBackupEmailRequest, _app_auth_v1_SetBackupEmailResponse, _app_auth_v1_SetBackupEmailRequest__Output, _app_auth_v1_SetBackupEmailResponse__Output>
  SetPhone: MethodDefinition<_app_auth_v1_SetPhoneRequest, _app_auth_v1_PhoneResponse, _app_auth_v1_SetPhoneRequest__Output, _app_auth_v1_PhoneResponse__Output>
  SuspendUser: MethodDefinition<_app_auth_v1_SuspendUserRequest, _app_auth_v1_SuspendUserResponse, _app_auth_v1_SuspendUserRequest__Output, _app_auth_v1_SuspendUserResponse__Output>
  VerifyBackupEmail: MethodDefinition<_app_auth_v1_VerifyBackupEmailRequest, _app_auth_v1_VerifyBackupEmailResponse, _app_auth_v1_VerifyBackupEmailRequest__Output, _app_auth_v1_VerifyBackupEmailResponse__Output>
  VerifyEmail: MethodDefinition<_app_auth_v1_VerifyEmailRequest, _app_auth_v1_VerifyEmailResponse, _app_auth_v1_VerifyEmailRequest__Output, _app_auth_v1_VerifyEmailResponse__Output>
  VerifyPhone: MethodDefinition<_app_auth_v1_VerifyPhoneRequest, _app_auth_v1_PhoneResponse, _app_auth_v1_VerifyPhoneRequest__Output, _app_auth_v1_PhoneResponse__Output>
}
