import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildVoterRoll } from '../voting/voter-roll';
import { ownerSignInput, proposalCreateInput } from './proposal-api';
import {
  createSignatureTally,
  maskPersonName,
  mayCreateProposal,
  PROPOSAL_MESSAGES,
  proposalChangeRefusal,
  signatureShare,
  signStateRefusal,
  typedNameMatches,
} from './proposal-rules';

describe('mayCreateProposal (SPEC §6)', () => {
  it.each([
    [['PROPOSAL_MANAGEMENT'], false, 'NO', true],
    [['PROPOSAL_VIEW'], false, 'YES', false],
    [[], true, 'YES', true],
    [[], true, 'NO', false],
    [[], false, 'YES', false],
  ] as const)(
    '%j certified=%s motion=%s → %s',
    (permissions, isCertifiedOwner, allowOwnerMotion, expected) => {
      expect(mayCreateProposal({ permissions, isCertifiedOwner, allowOwnerMotion })).toBe(expected);
    },
  );
});

describe('change and sign refusals', () => {
  it('refuses changes after signatures or the end', () => {
    expect(proposalChangeRefusal('NOT_STARTED', 0)).toBeNull();
    expect(proposalChangeRefusal('IN_PROGRESS', 0)).toBeNull();
    expect(proposalChangeRefusal('IN_PROGRESS', 1)).toBe(PROPOSAL_MESSAGES.hasSignatures);
    expect(proposalChangeRefusal('ENDED', 0)).toBe(PROPOSAL_MESSAGES.ended);
  });
  it('signs only while in progress', () => {
    expect(signStateRefusal('IN_PROGRESS')).toBeNull();
    expect(signStateRefusal('NOT_STARTED')).toBe(PROPOSAL_MESSAGES.notStarted);
    expect(signStateRefusal('ENDED')).toBe(PROPOSAL_MESSAGES.signEnded);
  });
});

describe('signatureShare', () => {
  const houses = [
    { houseId: 1, area: 10_000, ownerIds: [1] },
    { houseId: 2, area: 5_000, ownerIds: [1] }, // same buyer: one head
    { houseId: 3, area: 8_000, ownerIds: [2, 3] }, // co-owners: one head
    { houseId: 4, area: 7_000, ownerIds: [] }, // developer
  ];
  it('counts owner sets once, co-owners sign for the unit, developer never signs', () => {
    expect(signatureShare(houses, [3])).toEqual({
      signedHeads: 1,
      totalHeads: 3,
      signedArea: 8_000,
      totalArea: 30_000,
      headsRate: '33.3%',
      areaRate: '26.7%',
    });
    expect(signatureShare(houses, [1, 2, 3]).signedArea).toBe(23_000);
    expect(signatureShare(houses, []).headsRate).toBe('0.0%');
    expect(signatureShare([], [1]).areaRate).toBe('0.0%');
  });
});

describe('createSignatureTally', () => {
  /** The definition, counted the slow way: an owner set is signed when any of its owners signed. */
  function countedSlowly(houses: Parameters<typeof buildVoterRoll>[0], signerIds: number[]) {
    const signers = new Set(signerIds);
    const signed = buildVoterRoll(houses).voters.filter((voter) =>
      voter.ownerIds.some((id) => signers.has(id)),
    );
    return { heads: signed.length, area: signed.reduce((sum, voter) => sum + voter.area, 0) };
  }

  it('signatures added in batches, repeats included, give the share of all of them at once', () => {
    const house = fc.record({
      area: fc.integer({ min: 0, max: 50_000 }),
      ownerIds: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 3 }),
      developer: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(house, { maxLength: 20 }),
        fc.array(fc.array(fc.integer({ min: 1, max: 14 }), { maxLength: 6 }), { maxLength: 5 }),
        (drawn, batches) => {
          const houses = drawn.map((one, index) => ({ houseId: index + 1, ...one }));
          const tally = createSignatureTally(buildVoterRoll(houses));
          for (const batch of batches) tally.add(batch);
          const share = tally.share();
          const expected = countedSlowly(houses, batches.flat());
          expect({ heads: share.signedHeads, area: share.signedArea }).toEqual(expected);
        },
      ),
    );
  });
});

describe('names', () => {
  it.each([
    ['张三', '张*'],
    ['陈建国', '陈*国'],
    ['欧阳娜娜', '欧**娜'],
    ['李', '李'],
    ['', ''],
  ])('%s → %s', (name, masked) => {
    expect(maskPersonName(name)).toBe(masked);
  });
  it('matches a typed name ignoring spaces', () => {
    expect(typedNameMatches(' 陈 建国 ', [null, '陈建国'])).toBe(true);
    expect(typedNameMatches('陈建', ['陈建国'])).toBe(false);
    expect(typedNameMatches(' ', [''])).toBe(false);
  });
});

describe('schemas', () => {
  const base = {
    communityInfoCode: 'YGHY001',
    title: '更换物业服务企业',
    proposalType: 'PROPERTY_SERVICE',
    content: '<p>内容</p>',
    startDate: '2026-03-01T00:00:00+08:00',
    endDate: '2026-03-10T00:00:00+08:00',
  };
  it('accepts a proposal and defaults files', () => {
    const parsed = proposalCreateInput.parse(base);
    expect(parsed.materialAttachments).toEqual([]);
  });
  it.each([
    [{ content: '<p><br></p>' }, '请输入内容'],
    [{ title: 'x'.repeat(101) }, '提案标题不能超过100个字符'],
    [{ endDate: '2026-02-01T00:00:00+08:00' }, PROPOSAL_MESSAGES.startAfterEnd],
    [{ proposalType: 'NOPE' }, '请选择提案类型'],
  ])('refuses %j', (change, message) => {
    const result = proposalCreateInput.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it('needs an image or a name to sign', () => {
    expect(ownerSignInput.safeParse({ proposalId: 'P1', signType: 'HANDWRITTEN' }).success).toBe(false);
    expect(
      ownerSignInput.safeParse({ proposalId: 'P1', signType: 'TYPED_NAME', signName: '陈建国' }).success,
    ).toBe(true);
  });
});
