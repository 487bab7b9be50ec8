import { PDF_BYTES, putBytes } from './file-fixtures';
import { bodyOf, post, sendCode, type TestContext } from './test-app';

/** A join form's fields apart from the phone's code and proofs (a street office in Shenzhen). */
export function joinApplication(overrides: Record<string, unknown> = {}) {
  return {
    level: 'STREET',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    street: '前海街道',
    organizeName: '前海街道办事处',
    contactName: '王强',
    position: '党建办主任',
    mobile: '13612345678',
    remark: '希望试点',
    ...overrides,
  };
}

/** Presigns and PUTs one proof for a phone with its code; returns the attachment id. */
export async function uploadJoinProof(
  ctx: TestContext,
  mobile: string,
  verificationCode: string,
  sourceName = '公函.pdf',
  data: Buffer = PDF_BYTES,
): Promise<string> {
  const signed = await post(ctx, '/v1/govJoinRecord/presignProof', {
    mobile,
    verificationCode,
    sourceName,
    size: data.length,
  });
  if (signed.statusCode !== 200) throw new Error(`presignProof ${signed.statusCode}: ${signed.body}`);
  const presigned = bodyOf<{ url: string; headers: Record<string, string>; attachmentId: string }>(
    signed,
  ).data;
  const put = await putBytes(ctx, presigned.url, data, presigned.headers);
  if (put.statusCode !== 200) throw new Error(`put ${put.statusCode}: ${put.body}`);
  return presigned.attachmentId;
}

/** The whole form as the page sends it: a code for the phone, one proof, then the submission. */
export async function submitJoin(
  ctx: TestContext,
  overrides: Record<string, unknown> = {},
  options: { ip?: string } = {},
) {
  const application = joinApplication(overrides);
  const verificationCode = await sendCode(ctx, application.mobile as string);
  const proof = await uploadJoinProof(ctx, application.mobile as string, verificationCode);
  return post(
    ctx,
    '/v1/govJoinRecord/submit',
    { ...application, verificationCode, proofAttachmentIds: [proof] },
    options,
  );
}
