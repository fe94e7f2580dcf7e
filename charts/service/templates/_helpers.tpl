{{/* The release's full name: the release name when it already names the service (`helm install auth`). */}}
{{- define "service.fullname" -}}
{{- if contains .Values.service .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Values.service | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "service.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels of every object; `name` is the service, so policies and dashboards read the same name. */}}
{{- define "service.labels" -}}
helm.sh/chart: {{ include "service.chart" . }}
{{ include "service.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: {{ .Values.partOf }}
{{- end -}}

{{- define "service.selectorLabels" -}}
app.kubernetes.io/name: {{ .Values.service }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{/* The serving pods only: the migration Job's pods share the selector labels but never get traffic. */}}
{{- define "service.serverSelectorLabels" -}}
{{ include "service.selectorLabels" . }}
app.kubernetes.io/component: server
{{- end -}}

{{- define "service.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "service.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{- define "service.image" -}}
{{- $tag := default .Chart.AppVersion .Values.image.tag -}}
{{- if hasPrefix "sha256:" $tag -}}
{{- printf "%s@%s" .Values.image.repository $tag -}}
{{- else -}}
{{- printf "%s:%s" .Values.image.repository $tag -}}
{{- end -}}
{{- end -}}

{{/* Pod-level settings shared by the Deployment and the migration Job. */}}
{{- define "service.podCommon" -}}
automountServiceAccountToken: false
{{- with .Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
securityContext:
  {{- toYaml .Values.podSecurityContext | nindent 2 }}
{{- end -}}

{{- define "service.tmpVolume" -}}
- name: tmp
  emptyDir:
    sizeLimit: {{ .Values.tmpSizeLimit }}
{{- end -}}

{{- define "service.claimName" -}}
{{- default (printf "%s-data" (include "service.fullname" .)) .Values.persistence.existingClaim -}}
{{- end -}}

{{- define "service.secretEnvVar" -}}
- name: {{ .name }}
  valueFrom:
    secretKeyRef:
      name: {{ .secret }}
      key: {{ .key }}
{{- end -}}

{{/*
Every misconfiguration at once, so one render names all of them (Bitnami's validateValues). The variables a
service reads are checked against its config schema by deploy/checks; these are the mistakes the chart can
see by itself.
*/}}
{{- define "service.validateValues" -}}
{{- $v := .Values -}}
{{- $problems := list -}}
{{- $services := list "auth" "message" "access" "media" "payment" "notification" "scheduler" "bff" -}}
{{- if not (has $v.service $services) -}}
{{- $problems = append $problems (printf "service: %q is not one of %s" $v.service (join ", " $services)) -}}
{{- end -}}
{{- if and (eq $v.service "bff") (ne $v.kind "http") -}}
{{- $problems = append $problems "kind: the bff serves HTTP; set kind: http" -}}
{{- end -}}
{{- if and (ne $v.service "bff") (has $v.service $services) (ne $v.kind "grpc") -}}
{{- $problems = append $problems (printf "kind: %s serves gRPC; set kind: grpc" $v.service) -}}
{{- end -}}
{{- if not $v.image.repository -}}
{{- $problems = append $problems "image.repository: required (the image built from deploy/image/Dockerfile with SERVICE=<service>)" -}}
{{- end -}}
{{- if eq (toString $v.image.tag) "latest" -}}
{{- $problems = append $problems "image.tag: `latest` is not a release; use a fixed tag or a digest" -}}
{{- end -}}
{{- range $name, $_ := $v.env -}}
{{- if has $name (list "GRPC_PORT" "HTTP_PORT" "MIGRATE_ON_START" "OTEL_EXPORTER_OTLP_ENDPOINT") -}}
{{- $problems = append $problems (printf "env.%s: set by the chart (port, migration.enabled, telemetry.otlpEndpoint); remove it" $name) -}}
{{- end -}}
{{- if or (regexMatch "(SECRET|PASSWORD|PEPPER|_KEYS|TOKEN|SEED)$" $name) (eq $name "DATABASE_URL") -}}
{{- $problems = append $problems (printf "env.%s: a secret; give it in secretEnv from existingSecret, never in values" $name) -}}
{{- end -}}
{{- if hasKey $v.secretEnv $name -}}
{{- $problems = append $problems (printf "env.%s: also in secretEnv; keep one" $name) -}}
{{- end -}}
{{- end -}}
{{- if and $v.secretEnv (not $v.existingSecret) -}}
{{- $problems = append $problems "existingSecret: required by secretEnv (the chart never creates a Secret)" -}}
{{- end -}}
{{- if and (ne $v.service "bff") (not (hasKey $v.secretEnv "DATABASE_URL")) -}}
{{- $problems = append $problems "secretEnv.DATABASE_URL: required (the service's own database, with its credentials)" -}}
{{- end -}}
{{- if and $v.autoscaling.enabled (gt (int $v.autoscaling.minReplicas) (int $v.autoscaling.maxReplicas)) -}}
{{- $problems = append $problems "autoscaling: minReplicas is above maxReplicas" -}}
{{- end -}}
{{- if and $v.ingress.enabled (ne $v.kind "http") -}}
{{- $problems = append $problems "ingress.enabled: only the bff (kind: http) is the gateway's backend" -}}
{{- end -}}
{{- if and $v.ingress.enabled (not $v.ingress.host) -}}
{{- $problems = append $problems "ingress.host: required when the ingress is enabled" -}}
{{- end -}}
{{- if and $v.ingress.enabled $v.ingress.host (ne (urlParse (toString (default "" $v.env.PUBLIC_URL))).hostname $v.ingress.host) -}}
{{- $problems = append $problems (printf "env.PUBLIC_URL: must be the ingress host %s (it is the only Origin allowed to change state)" $v.ingress.host) -}}
{{- end -}}
{{- range $v.networkPolicy.uses -}}
{{- if not (hasKey $v.networkPolicy.endpoints .) -}}
{{- $problems = append $problems (printf "networkPolicy.uses: %q is not in networkPolicy.endpoints" .) -}}
{{- end -}}
{{- end -}}
{{- if and $v.networkPolicy.enabled (has "smtp" $v.networkPolicy.uses) $v.env.SMTP_PORT -}}
{{- $smtpPorts := list -}}
{{- range $v.networkPolicy.endpoints.smtp.ports -}}{{- $smtpPorts = append $smtpPorts (toString .port) -}}{{- end -}}
{{- if not (has (toString $v.env.SMTP_PORT) $smtpPorts) -}}
{{- $problems = append $problems (printf "env.SMTP_PORT: %v is not open in networkPolicy.endpoints.smtp.ports (%s)" $v.env.SMTP_PORT (join ", " $smtpPorts)) -}}
{{- end -}}
{{- end -}}
{{- if and $v.persistence.enabled (eq $v.persistence.accessMode "ReadWriteOnce") (or $v.autoscaling.enabled (gt (int $v.replicaCount) 1)) -}}
{{- $problems = append $problems "persistence: a ReadWriteOnce volume holds one pod; set autoscaling.enabled: false and replicaCount: 1, or use ReadWriteMany" -}}
{{- end -}}
{{- if $problems -}}
{{- fail (printf "\nVALUES VALIDATION:\n%s" (join "\n" $problems)) -}}
{{- end -}}
{{- end -}}
