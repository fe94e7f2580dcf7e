-- One database per service; no service reads another's tables.
CREATE DATABASE legado_auth;
CREATE DATABASE legado_message;
CREATE DATABASE legado_access;
CREATE DATABASE legado_media;
CREATE DATABASE legado_payment;
CREATE DATABASE legado_notification;
CREATE DATABASE legado_scheduler;
