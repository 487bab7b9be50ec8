import { AdminOwnerType, QrLoginState } from '@gongzhi/domain/account/account-enums';
import {
  adminOwnerTypeSchema,
  generateVerifyCodeImageInput,
  mobileLoginInput,
  sendMobileCodeInput,
} from '@gongzhi/domain/account/login-rules';
import { qrCodeDto, userInfoDto } from '@gongzhi/domain/account/user-info';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../common/actor';
import { envelope, ok } from '../../common/envelope';
import { tokenOf } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/security';
import type { QrLoginService } from './qr-login-service';
import type { AccountService } from './service';
import type { SessionService } from './session-service';
import type { SmsCodeService } from './sms-code-service';

type Deps = {
  account: AccountService;
  smsCodes: SmsCodeService;
  sessions: SessionService;
  qrLogin: QrLoginService;
};

const loginKeySchema = z.string().min(1).max(128);

function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('authenticated route without actor');
  return request.actor;
}

/** Account calls of SPEC §7 and the owner-H5 QR confirmation (docs/foundation-contract.md). */
export function accountRoutes(deps: Deps) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.post('/v1/account/sendMobileCode', {
      config: { auth: 'public', rateLimit: RATE_LIMITS.smsSend },
      schema: {
        body: sendMobileCodeInput,
        response: { 200: envelope(z.object({ devCode: z.string().nullable() })) },
      },
      handler: async (request) =>
        ok(
          await deps.smsCodes.sendCode({
            mobile: request.body.mobile,
            verifyCodeImage: request.body.verifyCodeImage,
            ip: request.ip,
          }),
        ),
    });

    app.post('/v1/account/generateVerifyCodeImage', {
      config: { auth: 'public', rateLimit: RATE_LIMITS.captcha },
      schema: {
        body: generateVerifyCodeImageInput,
        response: { 200: envelope(z.object({ image: z.string(), devCaptcha: z.string().nullable() })) },
      },
      handler: async (request) => ok(await deps.smsCodes.createCaptcha(request.body.mobile)),
    });

    app.post('/v1/account/mobileLogin', {
      config: { auth: 'public', rateLimit: RATE_LIMITS.login },
      schema: { body: mobileLoginInput, response: { 200: envelope(userInfoDto) } },
      handler: async (request) => ok(await deps.account.mobileLogin(request.body, tokenOf(request))),
    });

    app.get('/v1/account/loginInfoToC', {
      config: { auth: 'web', webKind: 'ANY' },
      // The answer follows the session's own workbench; the parameter is accepted for the web's helper.
      schema: {
        querystring: z.object({ adminOwnerType: adminOwnerTypeSchema.optional() }),
        response: { 200: envelope(userInfoDto) },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        return ok(await deps.account.loginInfo(actor.userId, actor.sessionKind));
      },
    });

    app.post('/v1/account/logoutToC', {
      config: { auth: 'session' },
      schema: { response: { 200: envelope(z.null()) } },
      handler: async (request) => {
        await deps.sessions.revoke(actorOf(request).sessionId);
        return ok(null);
      },
    });

    app.get('/v1/account/wxLoginQRCode', {
      config: { auth: 'public', rateLimit: RATE_LIMITS.qrCreate },
      schema: {
        querystring: z.object({
          adminOwnerType: adminOwnerTypeSchema,
          envVersion: z.string().max(16).optional(),
        }),
        response: { 200: envelope(qrCodeDto) },
      },
      handler: async (request) => ok(await deps.qrLogin.create(request.query.adminOwnerType)),
    });

    app.get('/v1/account/getQRCodeState', {
      config: { auth: 'public', rateLimit: RATE_LIMITS.qrPoll },
      schema: {
        querystring: z.object({ loginKey: loginKeySchema }),
        response: {
          200: envelope(
            z.object({
              wxScanQRCodeState: z.enum(QrLoginState.values),
              loginInfo: userInfoDto.nullable(),
              failMessage: z.string().nullable(),
            }),
          ),
        },
      },
      handler: async (request) => ok(await deps.qrLogin.state(request.query.loginKey)),
    });

    app.post('/v1/account/scanQRCode', {
      config: { auth: 'owner', rateLimit: RATE_LIMITS.qrConfirm },
      schema: {
        body: z.object({ loginKey: loginKeySchema }),
        response: {
          200: envelope(
            z.object({
              wxScanQRCodeState: z.literal('SCANNED_CODE'),
              adminOwnerType: z.enum(AdminOwnerType.values),
            }),
          ),
        },
      },
      handler: async (request) => ok(await deps.qrLogin.scan(actorOf(request), request.body.loginKey)),
    });

    app.post('/v1/account/confirmQRCodeLogin', {
      config: { auth: 'owner', rateLimit: RATE_LIMITS.qrConfirm },
      schema: {
        body: z.object({ loginKey: loginKeySchema, allow: z.boolean() }),
        response: { 200: envelope(z.object({ wxScanQRCodeState: z.enum(QrLoginState.values) })) },
      },
      handler: async (request) =>
        ok(await deps.qrLogin.confirm(actorOf(request), request.body.loginKey, request.body.allow)),
    });
  };
}
