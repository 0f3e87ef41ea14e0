/**
 * Credentials recognisable by their own shape: a provider's prefix, a PEM header, a URL that
 * carries a password, a card number. The provider patterns follow secretlint's recommended preset
 * (MIT; @secretlint/secretlint-rule-preset-recommend 13.1.0) and gitleaks' configuration, widened
 * where those target source files and a conversation has the key alone in a sentence.
 */
import { isCardNumber, isPlaceholder, isPlaceholderToken, isProse, isReference } from './secret-values.js';

/** Where a secret is in a text: the characters to redact. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * One detection rule. `re` is global with indices (`gd`); the span redacted is the named group
 * `v` when there is one, otherwise the whole match. `keep` says a match is harmless after all.
 */
export interface SecretRule {
  readonly kind: string;
  readonly re: RegExp;
  readonly keep?: (m: RegExpExecArray, text: string) => boolean;
  /** Lower-case strings one of which a match must contain: the rule runs only when the text has one (speed). */
  readonly hints?: readonly string[];
}

/**
 * The literal beginnings of a pattern's alternatives (`sk-ant-`, `AKIA`, `xox`), lower-cased; none
 * when an alternative starts with a class or group (such a rule always runs).
 */
function hintsOf(re: RegExp): string[] | undefined {
  const alternatives = re.source.split(/\|(?![^(]*\))/);
  const hints = alternatives.map((a) => /^(?:\\b)?((?:[A-Za-z0-9_-]|\\[./:])+)/.exec(a)?.[1]?.replace(/\\/g, '').toLowerCase() ?? '');
  return hints.every((h) => h.length >= 2) ? hints : undefined;
}

/** Every rule also keeps obvious stand-ins (`xoxb-your-slack-token`, `…/XXXXXXXXXXXX`). */
const rule = (kind: string, re: RegExp, keep?: SecretRule['keep'], hints?: string[]): SecretRule => ({
  kind,
  hints: hints ?? hintsOf(re),
  re: new RegExp(re.source, `${re.flags.replace(/[gd]/g, '')}gd`),
  keep: (m, text) => isPlaceholderToken(m.groups?.v ?? m[0]) || (keep?.(m, text) ?? false),
});

/** A key block with an END line and no run of base64 key material between its lines: an elided or template block. */
const elidedBlock = (m: RegExpExecArray): boolean => {
  const body = /-{4,5}\s*([\s\S]*?)\s*-{4,5} ?END/.exec(m[0].replace(/^-{4,5} ?BEGIN/, ''))?.[1];
  return body !== undefined && !/[A-Za-z0-9+/=]{16,}/.test(body.replace(/^[A-Za-z-]+: .*$/gm, ''));
};

/** A vendor's prefixed key: its body must mix digits and letters (`fw_config_loader_module_name` is a name). */
const vendor = (kind: string, re: RegExp, _keep?: undefined, hints?: string[]): SecretRule =>
  rule(kind, re, (m) => !/\d/.test(m[0].slice(4)) || !/[A-Za-z]/.test(m[0].slice(4)), hints);

/** A value in a URL or a command that is a reference or placeholder (`$TOKEN`, `password`) is no secret. */
const notAValue = (m: RegExpExecArray): boolean => {
  const v = m.groups?.v ?? '';
  // a member path (`config.db.password`) is a reference; a dotted value of mixed case with a digit ("lOHxi.tLsVre1lQa") is typed
  const typed = /\./.test(v) && /\d/.test(v) && /\p{Lu}/u.test(v) && /\p{Ll}/u.test(v) && !/^(?:process|config|settings|env|os|self|this)\./i.test(v);
  return (isReference(v) && !typed) || isPlaceholder(v, { identifiers: false }) || (m.groups?.u !== undefined && v === m.groups.u);
};

/** Provider tokens and other self-describing credentials, most specific first. */
export const TOKEN_RULES: readonly SecretRule[] = [
  // A private key block, whole; with its end missing, everything from its header on.
  // Four or five dashes, and a space inside them: PEM, PGP and SSH2 (RFC 4716) blocks alike.
  // A block whose body holds no run of key material (an ellipsis, "<your key>", a filler sentence) is a template.
  rule('private key', /-{4,5} ?BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)? ?-{4,5}[\s\S]*?(?:-{4,5} ?END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)? ?-{4,5}|$)/, elidedBlock, [
    'begin',
  ]),
  // A PuTTY key file: its private lines and its MAC (the public lines are public).
  rule('private key', /\bPrivate-Lines:\s*\d+\s*\n[ \t]*(?<v>[A-Za-z0-9+/=]{8,}(?:[ \t]*\n[ \t]*[A-Za-z0-9+/=]{8,})*)/, undefined, ['private-lines']),
  rule('private key', /\bPrivate-(?:MAC|Hash):\s*(?<v>[0-9a-fA-F]{32,})/, undefined, ['private-mac', 'private-hash']),
  rule('Slack webhook', /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]{20,}/),
  rule('Discord webhook', /https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d+\/[\w-]{20,}/),
  rule('API key', /\bsk-ant-[A-Za-z0-9_-]{20,}/),
  // OpenAI: a body with digits; one made of lower-case words ("sk-learn-compatible-v2-wrapper") is a name.
  rule('API key', /\bsk-(?:proj-|svcacct-|admin-)?(?=[\w-]*\d)[A-Za-z0-9_-]{20,}/, (m) => /^sk-[a-z]{2,15}\d*(?:-[a-z]{1,15}\d*){2,}$/.test(m[0])),
  rule('AWS access key', /\b(?:A3T[A-Z0-9]|AKIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ASIA)[A-Z0-9]{16}\b/, undefined, [
    'a3t',
    'akia',
    'agpa',
    'aida',
    'aroa',
    'aipa',
    'anpa',
    'anva',
    'asia',
  ]),
  rule('GitHub token', /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,}|\bgithub_pat_[A-Za-z0-9_]{22,}/, undefined, [
    'ghp_',
    'gho_',
    'ghu_',
    'ghs_',
    'ghr_',
    'github_pat_',
  ]),
  rule('GitLab token', /\bgl(?:pat|dt|ptt|rt|cbt|oas|ft|imt|soat|agent)-[A-Za-z0-9_-]{20,}/),
  rule('Slack token', /\bxox[abposre]-(?:\d-)?[A-Za-z0-9-]{10,}|\bxapp-\d-[A-Za-z0-9-]{10,}/),
  rule('Razorpay key', /\brzp_(?:live|test)_[A-Za-z0-9]{14,}/, undefined, ['rzp_']),
  rule('Stripe key', /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}|\bwhsec_[A-Za-z0-9+/=]{24,}/, undefined, ['sk_', 'rk_', 'whsec_']),
  rule('Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/),
  rule('OAuth client secret', /\bGOCSPX-[A-Za-z0-9_-]{20,}/),
  rule('Hugging Face token', /\bhf_[A-Za-z0-9]{30,}\b/),
  rule('Twilio key', /\bSK[0-9a-fA-F]{32}\b/),
  rule('Mailgun key', /\bkey-[0-9a-z]{32}\b/),
  rule('SendGrid key', /\bSG\.[\w-]{16,}\.[\w-]{16,}/),
  rule('npm token', /\bnpm_[A-Za-z0-9]{36}\b/),
  rule('PyPI token', /\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{40,}/),
  rule('Shopify token', /\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32,}/),
  rule('DigitalOcean token', /\bdo[opr]_v1_[a-f0-9]{64}\b/),
  rule('Vault token', /\bhv[sbr]\.[A-Za-z0-9_-]{24,}/),
  rule('Docker token', /\bdckr_pat_[A-Za-z0-9_-]{20,}/),
  rule('Groq key', /\bgsk_[A-Za-z0-9]{40,}/),
  rule('Linear key', /\blin_api_[A-Za-z0-9_]{32,}/),
  rule('Notion token', /\bntn_\d{11}[A-Za-z0-9]{30,}|\bsecret_[A-Za-z0-9]{43}\b/),
  rule('Databricks token', /\bdapi[a-f0-9]{32}(?:-\d)?\b/),
  rule('Figma token', /\bfigd_[A-Za-z0-9_-]{40,}/),
  rule('Grafana token', /\bglc_[A-Za-z0-9+/]{32,}={0,2}|\bglsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}\b/),
  rule('1Password token', /\bops_ey[A-Za-z0-9+/=]{100,}/),
  // More vendors' published prefixes (gitleaks): each body long enough, and mixed, to be generated.
  vendor('Mapbox token', /\b(?:sk|tk)\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/, undefined, ['sk.eyj', 'tk.eyj']),
  vendor('Airtable token', /\bpat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b/),
  vendor('Fireworks key', /\bfw_[A-Za-z0-9]{20,}/),
  vendor('xAI key', /\bxai-[A-Za-z0-9]{40,}/),
  vendor('Perplexity key', /\bpplx-[A-Za-z0-9]{32,}/),
  vendor('Replicate token', /\br8_[A-Za-z0-9]{30,}/),
  vendor('Pinecone key', /\bpcsk_[A-Za-z0-9_]{30,}/),
  vendor('PostHog key', /\bphx_[A-Za-z0-9]{30,}/),
  vendor('Resend key', /\bre_[A-Za-z0-9]{6,}_[A-Za-z0-9]{16,}/),
  vendor('Brevo key', /\bxkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}/),
  vendor('Tailscale key', /\btskey-(?:auth|api|client|scim|webhook)?-?[A-Za-z0-9]{6,}-[A-Za-z0-9]{20,}/),
  vendor('Sentry token', /\bsntr[ysu]_[A-Za-z0-9+/=_-]{30,}/),
  vendor('Doppler token', /\bdp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{30,}/),
  vendor('Square token', /\b(?:sq0atp|sq0csp)-[A-Za-z0-9_-]{22,}|\bEAAA[A-Za-z0-9_-]{60}\b/, undefined, ['sq0atp', 'sq0csp', 'eaaa']),
  vendor('Bitbucket token', /\bATBB[A-Za-z0-9]{28,}/),
  vendor('Atlassian token', /\bATATT3[A-Za-z0-9_=-]{30,}/),
  vendor('New Relic key', /\bNR(?:AK|AA|II|JS)-[A-Za-z0-9]{20,}/, undefined, ['nrak-', 'nraa-', 'nrii-', 'nrjs-']),
  vendor('Dropbox token', /\bsl\.[A-Za-z0-9_-]{40,}/),
  vendor('Facebook token', /\bEAA[A-Za-z0-9]{60,}/),
  vendor('Google OAuth token', /\bya29\.[A-Za-z0-9_-]{30,}|\b1\/\/0[A-Za-z0-9_-]{30,}/, undefined, ['ya29.', '1//0']),
  vendor('Postman key', /\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b/),
  vendor('Supabase token', /\bsbp_[a-f0-9]{40}\b/),
  vendor('Render key', /\brnd_[A-Za-z0-9]{24,}/),
  vendor('Pulumi token', /\bpul-[a-f0-9]{40}\b/),
  vendor('Terraform token', /\b[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,}/, undefined, ['.atlasv1.']),
  vendor('NVIDIA key', /\bnvapi-[A-Za-z0-9_-]{40,}/),
  vendor('Alibaba key', /\bLTAI[A-Za-z0-9]{16,24}\b/),
  rule('age secret key', /\bAGE-SECRET-KEY-1[0-9A-Z]{58}\b/),
  rule('Telegram bot token', /\b\d{8,10}:AA[A-Za-z0-9_-]{30,}/, undefined, [':aa']),
  // a bot's numeric id, a colon, then a random body of mixed case and digits: the id is part of the token and goes with it
  rule('bot token', /(?<![\w:/.])\d{6,12}:(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{30,60}(?![\w-])/),
  rule('JSON web token', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/),
  rule('bearer token', /\bbearer\s+(?<v>[A-Za-z0-9._~+/-]{16,}=*)/i, (m) => notAValue(m) || !/\d/.test(m.groups?.v ?? '')),
  // In an Authorization header the value is the credential; elsewhere "Basic" is a word unless it decodes to user:password.
  rule(
    'basic auth',
    /\bBasic\s+(?<v>[A-Za-z0-9+/]{8,}={0,2})(?![\w+/=])/,
    (m, text) =>
      !/authorization["']?\s*[:=]\s*["']?$/i.test(text.slice(Math.max(0, m.index - 40), m.index)) &&
      !Buffer.from(m.groups?.v ?? '', 'base64')
        .toString('latin1')
        .includes(':'),
  ),
  rule('Twitch token', /\boauth:(?<v>[a-z0-9]{30})\b/),
  // scheme://user:password@host — the password part, an `@` in it kept (the host follows the last `@`); "username:password@localhost" is a template.
  rule('connection string with password', /\b[a-z][a-z0-9+.-]*:\/\/(?<u>[^\s:/@]*):(?<v>[^\s@/]+(?:@[^\s@/]+)*?)@(?=[^\s/@]+(?:[/?#\s]|$))/i, notAValue, [
    '://',
  ]),
  // a .pgpass line, host:port:database:user:password — the database and the user are names (or `*`), the password not digits alone
  rule(
    'password',
    /(?<![^\n])[ \t]*(?:[\w.-]+|\*):(?:\d{2,5}|\*):(?:[\w.-]*[A-Za-z_][\w.-]*|\*):(?:[\w.@-]*[A-Za-z_][\w.@-]*|\*):(?<v>\S{2,})(?=[ \t]*(?:\n|$))/,
    (m) => notAValue(m) || /^(?:\d+|\*+)$/.test(m.groups?.v ?? ''),
  ),
  rule('password', /\bcurl\b[^\n]*?\s(?:-u|--user)[ =]?['"]?(?<u>[^\s:'"]+):(?<v>[^\s'"]+)/, notAValue),
  rule('password', /\bmysql(?:dump|admin|import)?\b[^\n]*?\s-p(?<v>[^\s'"-][^\s'"]*)/, notAValue),
  rule(
    'password',
    /\b(?:docker|podman|helm|az|oc|buildah|skopeo|cf|argocd|vault)\s+(?:registry\s+)?login\b[^\n]*?\s(?:-p|--password)[ =]['"]?(?<v>[^\s'"]+)/,
    notAValue,
    ['login'],
  ),
  // Commands whose flag takes the password itself: sshpass -p, redis-cli -a, htpasswd -b FILE USER PASSWORD, smbclient -U user%pass.
  rule('password', /\bsshpass\s+-p\s*['"]?(?<v>[^\s'"]+)/, notAValue),
  rule('password', /\bredis-cli\b[^\n]*?\s(?:-a|--pass)\s+['"]?(?<v>[^\s'"]+)/, notAValue),
  rule('password', /\bhtpasswd\s+(?:-[A-Za-z]+\s+)*-[A-Za-z]*b[A-Za-z]*\s+(?:-[A-Za-z]+\s+)*\S+\s+\S+\s+['"]?(?<v>[^\s'"]+)/, notAValue),
  rule('password', /\bsmbclient\b[^\n]*?\s(?:-U|--user)[ =]['"]?[^\s%'"]+%(?<v>[^\s'"]+)/, notAValue),
  // A long option named for a password or token, its value after a space: --db-password N0tS3cure
  rule(
    'password',
    /(?<![\w-])--(?:[a-z0-9]+-)*(?:password|passwd|secret|token|api-key|apikey)\s+['"]?(?<v>[^\s'"-][^\s'"]*)/i,
    // "--token in our CLI": the option named in a sentence, a function word after it, not its value
    (m) =>
      notAValue(m) ||
      /^\w+=/.test(m.groups?.v ?? '') ||
      (/^[a-z]+$/.test(m.groups?.v ?? '') && (isProse(m.groups?.v ?? '') || /^(?:flag|option|argument|arg|parameter|param|switch)s?$/.test(m.groups?.v ?? ''))),
    ['--'],
  ),
  rule('card number', /(?<![\d.-])\d(?:[ -]?\d){12,18}(?![\d.-])/, (m) => !isCardNumber(m[0].replace(/[ -]/g, ''))),
];
