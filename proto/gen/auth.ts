import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AccountClosure as _app_auth_v1_AccountClosure, AccountClosure__Output as _app_auth_v1_AccountClosure__Output } from './app/auth/v1/AccountClosure.ts';
import type { AuthServiceClient as _app_auth_v1_AuthServiceClient, AuthServiceDefinition as _app_auth_v1_AuthServiceDefinition } from './app/auth/v1/AuthService.ts';
import type { ClientContext as _app_auth_v1_ClientContext, ClientContext__Output as _app_auth_v1_ClientContext__Output } from './app/auth/v1/ClientContext.ts';
import type { DeleteAccountRequest as _app_auth_v1_DeleteAccountRequest, DeleteAccountRequest__Output as _app_auth_v1_DeleteAccountRequest__Output } from './app/auth/v1/DeleteAccountRequest.ts';
import type { DeleteAccountResponse as _app_auth_v1_DeleteAccountResponse, DeleteAccountResponse__Output as _app_auth_v1_DeleteAccountResponse__Output } from './app/auth/v1/DeleteAccountResponse.ts';
import type { Farewell as _app_auth_v1_Farewell, Farewell__Output as _app_auth_v1_Farewell__Output } from './app/auth/v1/Farewell.ts';
import type { ForgetFarewellRequest as _app_auth_v1_ForgetFarewellRequest, ForgetFarewellRequest__Output as _app_auth_v1_ForgetFarewellRequest__Output } from './app/auth/v1/ForgetFarewellRequest.ts';
import type { ForgetFarewellResponse as _app_auth_v1_ForgetFarewellResponse, ForgetFarewellResponse__Output as _app_auth_v1_ForgetFarewellResponse__Output } from './app/auth/v1/ForgetFarewellResponse.ts';
import type { GetAccountClosureRequest as _app_auth_v1_GetAccountClosureRequest, GetAccountClosureRequest__Output as _app_auth_v1_GetAccountClosureRequest__Output } from './app/auth/v1/GetAccountClosureRequest.ts';
import type { GetAccountClosureResponse as _app_auth_v1_GetAccountClosureResponse, GetAccountClosureResponse__Output as _app_auth_v1_GetAccountClosureResponse__Output } from './app/auth/v1/GetAccountClosureResponse.ts';
import type { GetFarewellRequest as _app_auth_v1_GetFarewellRequest, GetFarewellRequest__Output as _app_auth_v1_GetFarewellRequest__Output } from './app/auth/v1/GetFarewellRequest.ts';
import type { GetFarewellResponse as _app_auth_v1_GetFarewellResponse, GetFarewellResponse__Output as _app_auth_v1_GetFarewellResponse__Output } from './app/auth/v1/GetFarewellResponse.ts';
import type { GetLastSignInRequest as _app_auth_v1_GetLastSignInRequest, GetLastSignInRequest__Output as _app_auth_v1_GetLastSignInRequest__Output } from './app/auth/v1/GetLastSignInRequest.ts';
import type { GetLastSignInResponse as _app_auth_v1_GetLastSignInResponse, GetLastSignInResponse__Output as _app_auth_v1_GetLastSignInResponse__Output } from './app/auth/v1/GetLastSignInResponse.ts';
import type { GetPhoneRequest as _app_auth_v1_GetPhoneRequest, GetPhoneRequest__Output as _app_auth_v1_GetPhoneRequest__Output } from './app/auth/v1/GetPhoneRequest.ts';
import type { GetSessionRequest as _app_auth_v1_GetSessionRequest, GetSessionRequest__Output as _app_auth_v1_GetSessionRequest__Output } from './app/auth/v1/GetSessionRequest.ts';
import type { GetSessionResponse as _app_auth_v1_GetSessionResponse, GetSessionResponse__Output as _app_auth_v1_GetSessionResponse__Output } from './app/auth/v1/GetSessionResponse.ts';
import type { GetSmsCodeBudgetRequest as _app_auth_v1_GetSmsCodeBudgetRequest, GetSmsCodeBudgetRequest__Output as _app_auth_v1_GetSmsCodeBudgetRequest__Output } from './app/auth/v1/GetSmsCodeBudgetRequest.ts';
import type { GetSmsCodeBudgetResponse as _app_auth_v1_GetSmsCodeBudgetResponse, GetSmsCodeBudgetResponse__Output as _app_auth_v1_GetSmsCodeBudgetResponse__Output } from './app/auth/v1/GetSmsCodeBudgetResponse.ts';
import type { GetUserRequest as _app_auth_v1_GetUserRequest, GetUserRequest__Output as _app_auth_v1_GetUserRequest__Output } from './app/auth/v1/GetUserRequest.ts';
import type { GetUserResponse as _app_auth_v1_GetUserResponse, GetUserResponse__Output as _app_auth_v1_GetUserResponse__Output } from './app/auth/v1/GetUserResponse.ts';
import type { IssueEmailTokenRequest as _app_auth_v1_IssueEmailTokenRequest, IssueEmailTokenRequest__Output as _app_auth_v1_IssueEmailTokenRequest__Output } from './app/auth/v1/IssueEmailTokenRequest.ts';
import type { IssueEmailTokenResponse as _app_auth_v1_IssueEmailTokenResponse, IssueEmailTokenResponse__Output as _app_auth_v1_IssueEmailTokenResponse__Output } from './app/auth/v1/IssueEmailTokenResponse.ts';
import type { IssuePhoneCodeRequest as _app_auth_v1_IssuePhoneCodeRequest, IssuePhoneCodeRequest__Output as _app_auth_v1_IssuePhoneCodeRequest__Output } from './app/auth/v1/IssuePhoneCodeRequest.ts';
import type { IssuePhoneCodeResponse as _app_auth_v1_IssuePhoneCodeResponse, IssuePhoneCodeResponse__Output as _app_auth_v1_IssuePhoneCodeResponse__Output } from './app/auth/v1/IssuePhoneCodeResponse.ts';
import type { ListAdminsRequest as _app_auth_v1_ListAdminsRequest, ListAdminsRequest__Output as _app_auth_v1_ListAdminsRequest__Output } from './app/auth/v1/ListAdminsRequest.ts';
import type { ListAdminsResponse as _app_auth_v1_ListAdminsResponse, ListAdminsResponse__Output as _app_auth_v1_ListAdminsResponse__Output } from './app/auth/v1/ListAdminsResponse.ts';
import type { LoginRequest as _app_auth_v1_LoginRequest, LoginRequest__Output as _app_auth_v1_LoginRequest__Output } from './app/auth/v1/LoginRequest.ts';
import type { LogoutRequest as _app_auth_v1_LogoutRequest, LogoutRequest__Output as _app_auth_v1_LogoutRequest__Output } from './app/auth/v1/LogoutRequest.ts';
import type { LogoutResponse as _app_auth_v1_LogoutResponse, LogoutResponse__Output as _app_auth_v1_LogoutResponse__Output } from './app/auth/v1/LogoutResponse.ts';
import type { NameUsersRequest as _app_auth_v1_NameUsersRequest, NameUsersRequest__Output as _app_auth_v1_NameUsersRequest__Output } from './app/auth/v1/NameUsersRequest.ts';
import type { NameUsersResponse as _app_auth_v1_NameUsersResponse, NameUsersResponse__Output as _app_auth_v1_NameUsersResponse__Output } from './app/auth/v1/NameUsersResponse.ts';
import type { NamedUser as _app_auth_v1_NamedUser, NamedUser__Output as _app_auth_v1_NamedUser__Output } from './app/auth/v1/NamedUser.ts';
import type { PhoneResponse as _app_auth_v1_PhoneResponse, PhoneResponse__Output as _app_auth_v1_PhoneResponse__Output } from './app/auth/v1/PhoneResponse.ts';
import type { RegisterRequest as _app_auth_v1_RegisterRequest, RegisterRequest__Output as _app_auth_v1_RegisterRequest__Output } from './app/auth/v1/RegisterRequest.ts';
import type { RemoveBackupEmailRequest as _app_auth_v1_RemoveBackupEmailRequest, RemoveBackupEmailRequest__Output as _app_auth_v1_RemoveBackupEmailRequest__Output } from './app/auth/v1/RemoveBackupEmailRequest.ts';
import type { RemoveBackupEmailResponse as _app_auth_v1_RemoveBackupEmailResponse, RemoveBackupEmailResponse__Output as _app_auth_v1_RemoveBackupEmailResponse__Output } from './app/auth/v1/RemoveBackupEmailResponse.ts';
import type { RemovePhoneRequest as _app_auth_v1_RemovePhoneRequest, RemovePhoneRequest__Output as _app_auth_v1_RemovePhoneRequest__Output } from './app/auth/v1/RemovePhoneRequest.ts';
import type { RequestPasswordResetRequest as _app_auth_v1_RequestPasswordResetRequest, RequestPasswordResetRequest__Output as _app_auth_v1_RequestPasswordResetRequest__Output } from './app/auth/v1/RequestPasswordResetRequest.ts';
import type { RequestPasswordResetResponse as _app_auth_v1_RequestPasswordResetResponse, RequestPasswordResetResponse__Output as _app_auth_v1_RequestPasswordResetResponse__Output } from './app/auth/v1/RequestPasswordResetResponse.ts';
import type { ResendVerificationRequest as _app_auth_v1_ResendVerificationRequest, ResendVerificationRequest__Output as _app_auth_v1_ResendVerificationRequest__Output } from './app/auth/v1/ResendVerificationRequest.ts';
import type { ResendVerificationResponse as _app_auth_v1_ResendVerificationResponse, ResendVerificationResponse__Output as _app_auth_v1_ResendVerificationResponse__Output } from './app/auth/v1/ResendVerificationResponse.ts';
import type { ResetPasswordRequest as _app_auth_v1_ResetPasswordRequest, ResetPasswordRequest__Output as _app_auth_v1_ResetPasswordRequest__Output } from './app/auth/v1/ResetPasswordRequest.ts';
import type { ResetPasswordResponse as _app_auth_v1_ResetPasswordResponse, ResetPasswordResponse__Output as _app_auth_v1_ResetPasswordResponse__Output } from './app/auth/v1/ResetPasswordResponse.ts';
import type { SessionResponse as _app_auth_v1_SessionResponse, SessionResponse__Output as _app_auth_v1_SessionResponse__Output } from './app/auth/v1/SessionResponse.ts';
import type { SetBackupEmailRequest as _app_auth_v1_SetBackupEmailRequest, SetBackupEmailRequest__Output as _app_auth_v1_SetBackupEmailRequest__Output } from './app/auth/v1/SetBackupEmailRequest.ts';
import type { SetBackupEmailResponse as _app_auth_v1_SetBackupEmailResponse, SetBackupEmailResponse__Output as _app_auth_v1_SetBackupEmailResponse__Output } from './app/auth/v1/SetBackupEmailResponse.ts';
import type { SetPhoneRequest as _app_auth_v1_SetPhoneRequest, SetPhoneRequest__Output as _app_auth_v1_SetPhoneRequest__Output } from './app/auth/v1/SetPhoneRequest.ts';
import type { SuspendUserRequest as _app_auth_v1_SuspendUserRequest, SuspendUserRequest__Output as _app_auth_v1_SuspendUserRequest__Output } from './app/auth/v1/SuspendUserRequest.ts';
import type { SuspendUserResponse as _app_auth_v1_SuspendUserResponse, SuspendUserResponse__Output as _app_auth_v1_SuspendUserResponse__Output } from './app/auth/v1/SuspendUserResponse.ts';
import type { User as _app_auth_v1_User, User__Output as _app_auth_v1_User__Output } from './app/auth/v1/User.ts';
import type { VerifyBackupEmailRequest as _app_auth_v1_VerifyBackupEmailRequest, VerifyBackupEmailRequest__Output as _app_auth_v1_VerifyBackupEmailRequest__Output } from './app/auth/v1/VerifyBackupEmailRequest.ts';
import type { VerifyBackupEmailResponse as _app_auth_v1_VerifyBackupEmailResponse, VerifyBackupEmailResponse__Output as _app_auth_v1_VerifyBackupEmailResponse__Output } from './app/auth/v1/VerifyBackupEmailResponse.ts';
import type { VerifyEmailRequest as _app_auth_v1_VerifyEmailRequest, VerifyEmailRequest__Output as _app_auth_v1_VerifyEmailRequest__Output } from './app/auth/v1/VerifyEmailRequest.ts';
import type { VerifyEmailResponse as _app_auth_v1_VerifyEmailResponse, VerifyEmailResponse__Output as _app_auth_v1_VerifyEmailResponse__Output } from './app/auth/v1/VerifyEmailResponse.ts';
import type { VerifyPhoneRequest as _app_auth_v1_VerifyPhoneRequest, VerifyPhoneRequest__Output as _app_auth_v1_VerifyPhoneRequest__Output } from './app/auth/v1/VerifyPhoneRequest.ts';
import type { DeadLetter as _app_common_v1_DeadLetter, DeadLetter__Output as _app_common_v1_DeadLetter__Output } from './app/common/v1/DeadLetter.ts';
import type { ListDeadLettersRequest as _app_common_v1_ListDeadLettersRequest, ListDeadLettersRequest__Output as _app_common_v1_ListDeadLettersRequest__Output } from './app/common/v1/ListDeadLettersRequest.ts';
import type { ListDeadLettersResponse as _app_common_v1_ListDeadLettersResponse, ListDeadLettersResponse__Output as _app_common_v1_ListDeadLettersResponse__Output } from './app/common/v1/ListDeadLettersResponse.ts';
import type { RedriveOutboxRequest as _app_common_v1_RedriveOutboxRequest, RedriveOutboxRequest__Output as _app_common_v1_RedriveOutboxRequest__Output } from './app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse as _app_common_v1_RedriveOutboxResponse, RedriveOutboxResponse__Output as _app_common_v1_RedriveOutboxResponse__Output } from './app/common/v1/RedriveOutboxResponse.ts';
import type { RetryDeadLetterRequest as _app_common_v1_RetryDeadLetterRequest, RetryDeadLetterRequest__Output as _app_common_v1_RetryDeadLetterRequest__Output } from './app/common/v1/RetryDeadLetterRequest.ts';
import type { RetryDeadLetterResponse as _app_common_v1_RetryDeadLetterResponse, RetryDeadLetterResponse__Output as _app_common_v1_RetryDeadLetterResponse__Output } from './app/common/v1/RetryDeadLetterResponse.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  app: {
    auth: {
      v1: {
        AccountClosure: MessageTypeDefinition<_app_auth_v1_AccountClosure, _app_auth_v1_AccountClosure__Output>
        AuthService: SubtypeConstructor<typeof grpc.Client, _app_auth_v1_AuthServiceClient> & { service: _app_auth_v1_AuthServiceDefinition }
        ClientContext: MessageTypeDefinition<_app_auth_v1_ClientContext, _app_auth_v1_ClientContext__Output>
        DeleteAccountRequest: MessageTypeDefinition<_app_auth_v1_DeleteAccountRequest, _app_auth_v1_DeleteAccountRequest__Output>
        DeleteAccountResponse: MessageTypeDefinition<_app_auth_v1_DeleteAccountResponse, _app_auth_v1_DeleteAccountResponse__Output>
        EmailTokenPurpose: EnumTypeDefinition
        Farewell: MessageTypeDefinition<_app_auth_v1_Farewell, _app_auth_v1_Farewell__Output>
        ForgetFarewellRequest: MessageTypeDefinition<_app_auth_v1_ForgetFarewellRequest, _app_auth_v1_ForgetFarewellRequest__Output>
        ForgetFarewellResponse: MessageTypeDefinition<_app_auth_v1_ForgetFarewellResponse, _app_auth_v1_ForgetFarewellResponse__Output>
        GetAccountClosureRequest: MessageTypeDefinition<_app_auth_v1_GetAccountClosureRequest, _app_auth_v1_GetAccountClosureRequest__Output>
        GetAccountClosureResponse: MessageTypeDefinition<_app_auth_v1_GetAccountClosureResponse, _app_auth_v1_GetAccountClosureResponse__Output>
        GetFarewellRequest: MessageTypeDefinition<_app_auth_v1_GetFarewellRequest, _app_auth_v1_GetFarewellRequest__Output>
        GetFarewellResponse: MessageTypeDefinition<_app_auth_v1_GetFarewellResponse, _app_auth_v1_GetFarewellResponse__Output>
        GetLastSignInRequest: MessageTypeDefinition<_app_auth_v1_GetLastSignInRequest, _app_auth_v1_GetLastSignInRequest__Output>
        GetLastSignInResponse: MessageTypeDefinition<_app_auth_v1_GetLastSignInResponse, _app_auth_v1_GetLastSignInResponse__Output>
        GetPhoneRequest: MessageTypeDefinition<_app_auth_v1_GetPhoneRequest, _app_auth_v1_GetPhoneRequest__Output>
        GetSessionRequest: MessageTypeDefinition<_app_auth_v1_GetSessionRequest, _app_auth_v1_GetSessionRequest__Output>
        GetSessionResponse: MessageTypeDefinition<_app_auth_v1_GetSessionResponse, _app_auth_v1_GetSessionResponse__Output>
        GetSmsCodeBudgetRequest: MessageTypeDefinition<_app_auth_v1_GetSmsCodeBudgetRequest, _app_auth_v1_GetSmsCodeBudgetRequest__Output>
        GetSmsCodeBudgetResponse: MessageTypeDefinition<_app_auth_v1_GetSmsCodeBudgetResponse, _app_auth_v1_GetSmsCodeBudgetResponse__Output>
        GetUserRequest: MessageTypeDefinition<_app_auth_v1_GetUserRequest, _app_auth_v1_GetUserRequest__Output>
        GetUserResponse: MessageTypeDefinition<_app_auth_v1_GetUserResponse, _app_auth_v1_GetUserResponse__Output>
        IssueEmailTokenRequest: MessageTypeDefinition<_app_auth_v1_IssueEmailTokenRequest, _app_auth_v1_IssueEmailTokenRequest__Output>
        IssueEmailTokenResponse: MessageTypeDefinition<_app_auth_v1_IssueEmailTokenResponse, _app_auth_v1_IssueEmailTokenResponse__Output>
        IssuePhoneCodeRequest: MessageTypeDefinition<_app_auth_v1_IssuePhoneCodeRequest, _app_auth_v1_IssuePhoneCodeRequest__Output>
        IssuePhoneCodeResponse: MessageTypeDefinition<_app_auth_v1_IssuePhoneCodeResponse, _app_auth_v1_IssuePhoneCodeResponse__Output>
        ListAdminsRequest: MessageTypeDefinition<_app_auth_v1_ListAdminsRequest, _app_auth_v1_ListAdminsRequest__Output>
        ListAdminsResponse: MessageTypeDefinition<_app_auth_v1_ListAdminsResponse, _app_auth_v1_ListAdminsResponse__Output>
        LoginRequest: MessageTypeDefinition<_app_auth_v1_LoginRequest, _app_auth_v1_LoginRequest__Output>
        LogoutRequest: MessageTypeDefinition<_app_auth_v1_LogoutRequest, _app_auth_v1_LogoutRequest__Output>
        LogoutResponse: MessageTypeDefinition<_app_auth_v1_LogoutResponse, _app_auth_v1_LogoutResponse__Output>
        NameUsersRequest: MessageTypeDefinition<_app_auth_v1_NameUsersRequest, _app_auth_v1_NameUsersRequest__Output>
        NameUsersResponse: MessageTypeDefinition<_app_auth_v1_NameUsersResponse, _app_auth_v1_NameUsersResponse__Output>
        NamedUser: MessageTypeDefinition<_app_auth_v1_NamedUser, _app_auth_v1_NamedUser__Output>
        PhoneResponse: MessageTypeDefinition<_app_auth_v1_PhoneResponse, _app_auth_v1_PhoneResponse__Output>
        RegisterRequest: MessageTypeDefinition<_app_auth_v1_RegisterRequest, _app_auth_v1_RegisterRequest__Output>
        RemoveBackupEmailRequest: MessageTypeDefinition<_app_auth_v1_RemoveBackupEmailRequest, _app_auth_v1_RemoveBackupEmailRequest__Output>
        RemoveBackupEmailResponse: MessageTypeDefinition<_app_auth_v1_RemoveBackupEmailResponse, _app_auth_v1_RemoveBackupEmailResponse__Output>
        RemovePhoneRequest: MessageTypeDefinition<_app_auth_v1_RemovePhoneRequest, _app_auth_v1_RemovePhoneRequest__Output>
        RequestPasswordResetRequest: MessageTypeDefinition<_app_auth_v1_RequestPasswordResetRequest, _app_auth_v1_RequestPasswordResetRequest__Output>
        RequestPasswordResetResponse: MessageTypeDefinition<_app_auth_v1_RequestPasswordResetResponse, _app_auth_v1_RequestPasswordResetResponse__Output>
        ResendVerificationRequest: MessageTypeDefinition<_app_auth_v1_ResendVerificationRequest, _app_auth_v1_ResendVerificationRequest__Output>
        ResendVerificationResponse: MessageTypeDefinition<_app_auth_v1_ResendVerificationResponse, _app_auth_v1_ResendVerificationResponse__Output>
        ResetPasswordRequest: MessageTypeDefinition<_app_auth_v1_ResetPasswordRequest, _app_auth_v1_ResetPasswordRequest__Output>
        ResetPasswordResponse: MessageTypeDefinition<_app_auth_v1_ResetPasswordResponse, _app_auth_v1_ResetPasswordResponse__Output>
        SessionResponse: MessageTypeDefinition<_app_auth_v1_SessionResponse, _app_auth_v1_SessionResponse__Output>
        SetBackupEmailRequest: MessageTypeDefinition<_app_auth_v1_SetBackupEmailRequest, _app_auth_v1_SetBackupEmailRequest__Output>
        SetBackupEmailResponse: MessageTypeDefinition<_app_auth_v1_SetBackupEmailResponse, _app_auth_v1_SetBackupEmailResponse__Output>
        SetPhoneRequest: MessageTypeDefinition<_app_auth_v1_SetPhoneRequest, _app_auth_v1_SetPhoneRequest__Output>
        SuspendUserRequest: MessageTypeDefinition<_app_auth_v1_SuspendUserRequest, _app_auth_v1_SuspendUserRequest__Output>
        SuspendUserResponse: MessageTypeDefinition<_app_auth_v1_SuspendUserResponse, _app_auth_v1_SuspendUserResponse__Output>
        User: MessageTypeDefinition<_app_auth_v1_User, _app_auth_v1_User__Output>
        UserRole: EnumTypeDefinition
        VerifyBackupEmailRequest: MessageTypeDefinition<_app_auth_v1_VerifyBackupEmailRequest, _app_auth_v1_VerifyBackupEmailRequest__Output>
        VerifyBackupEmailResponse: MessageTypeDefinition<_app_auth_v1_VerifyBackupEmailResponse, _app_auth_v1_VerifyBackupEmailResponse__Output>
        VerifyEmailRequest: MessageTypeDefinition<_app_auth_v1_VerifyEmailRequest, _app_auth_v1_VerifyEmailRequest__Output>
        VerifyEmailResponse: MessageTypeDefinition<_app_auth_v1_VerifyEmailResponse, _app_auth_v1_VerifyEmailResponse__Output>
        VerifyPhoneRequest: MessageTypeDefinition<_app_auth_v1_VerifyPhoneRequest, _app_auth_v1_VerifyPhoneRequest__Output>
      }
    }
    common: {
      v1: {
        DeadLetter: MessageTypeDefinition<_app_common_v1_DeadLetter, _app_common_v1_DeadLetter__Output>
        Language: EnumTypeDefinition
        ListDeadLettersRequest: MessageTypeDefinition<_app_common_v1_ListDeadLettersRequest, _app_common_v1_ListDeadLettersRequest__Output>
        ListDeadLettersResponse: MessageTypeDefinition<_app_common_v1_ListDeadLettersResponse, _app_common_v1_ListDeadLettersResponse__Output>
        RedriveOutboxRequest: MessageTypeDefinition<_app_common_v1_RedriveOutboxRequest, _app_common_v1_RedriveOutboxRequest__Output>
        RedriveOutboxResponse: MessageTypeDefinition<_app_common_v1_RedriveOutboxResponse, _app_common_v1_RedriveOutboxResponse__Output>
        RetryDeadLetterRequest: MessageTypeDefinition<_app_common_v1_RetryDeadLetterRequest, _app_common_v1_RetryDeadLetterRequest__Output>
        RetryDeadLetterResponse: MessageTypeDefinition<_app_common_v1_RetryDeadLetterResponse, _app_common_v1_RetryDeadLetterResponse__Output>
      }
    }
  }
}

