import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toQuickVoteInput } from '../quick-vote/quick-vote-pages';
import type { QuestionnaireInfo } from './questionnaire-api';
import { NEW_QUESTION, toFormValues, toQuestionnaireInput } from './questionnaire-pages';

const draftInfo: QuestionnaireInfo = {
  intentionSolicitationId: 'IS1',
  title: '草稿',
  isDraft: 'YES',
  state: 'DRAFT',
  stateName: '草稿',
  startDate: null,
  endDate: null,
  joinNum: 0,
  joinDate: null,
  tags: [{ tagId: 4, tagName: '停车管理' }],
  createdAt: '2026-03-02T02:00:00.000Z',
  desc: '',
  descFile: ['A9'],
  mvcFile: ['A12'],
  signAttachment: ['A13'],
  relationProposalId: null,
  scopeType: 'BUILDING',
  buildingCodes: ['B2'],
  buildingNames: ['2栋'],
  questions: [
    {
      questionId: 1,
      title: '选方案',
      type: 'SINGLE_CHOICE',
      typeName: '单选题',
      required: true,
      descFile: ['A10'],
      answerNum: 0,
      options: [
        { optionId: 1, content: '甲', descFile: ['A11'], num: 0, percentage: '0.00' },
        { optionId: 2, content: '乙', descFile: [], num: 0, percentage: '0.00' },
      ],
    },
  ],
  files: [
    {
      attachmentId: 'A9',
      pubAttachmentId: 'P9',
      sourceName: '说明.pdf',
      contentType: 'application/pdf',
      size: 9,
    },
    {
      attachmentId: 'A11',
      pubAttachmentId: 'P11',
      sourceName: '甲方案.png',
      contentType: 'image/png',
      size: 5,
    },
    {
      attachmentId: 'A12',
      pubAttachmentId: 'P12',
      sourceName: '会议材料.pdf',
      contentType: 'application/pdf',
      size: 7,
    },
    {
      attachmentId: 'A13',
      pubAttachmentId: 'P13',
      sourceName: '签字页.pdf',
      contentType: 'application/pdf',
      size: 8,
    },
  ],
};

describe('toQuestionnaireInput', () => {
  it('turns the form into the create body: ids of files, ISO dates, no options on text questions', () => {
    const start = dayjs('2026-03-03T09:00:00+08:00');
    const end = dayjs('2026-03-10T18:00:00+08:00');
    const input = toQuestionnaireInput(
      {
        title: '  电梯加装意向调查 ',
        desc: '第一行\n第二行',
        descFile: [{ attachmentId: 'A1', sourceName: 'a.pdf', contentType: 'application/pdf', size: 3 }],
        mvcFile: [{ attachmentId: 'M1', sourceName: '材料.pdf', contentType: 'application/pdf', size: 3 }],
        signAttachment: [
          { attachmentId: 'S1', sourceName: '签字表.pdf', contentType: 'application/pdf', size: 3 },
        ],
        tagIds: [2],
        scopeType: 'COMMUNITY',
        buildingCodes: ['B1'],
        time: [start, end],
        questions: [
          {
            title: '是否同意',
            type: 'SINGLE_CHOICE',
            required: true,
            descFile: [
              { attachmentId: 'Q1', sourceName: '平面图.pdf', contentType: 'application/pdf', size: 3 },
            ],
            options: [
              {
                content: ' 同意 ',
                descFile: [
                  { attachmentId: 'O1', sourceName: '效果图.png', contentType: 'image/png', size: 3 },
                ],
              },
              { content: '不同意' },
            ],
          },
          { title: '意见', type: 'MULTI_LINE_TEXT', required: false, options: [{ content: 'left over' }] },
        ],
      },
      'YGHY001',
    );
    expect(input).toEqual({
      communityInfoCode: 'YGHY001',
      intentionSolicitationId: undefined,
      title: '电梯加装意向调查',
      desc: '第一行\n第二行',
      descFile: ['A1'],
      mvcFile: ['M1'],
      signAttachment: ['S1'],
      tagIds: [2],
      scopeType: 'COMMUNITY',
      buildingCodes: [],
      startDate: '2026-03-03T01:00:00.000Z',
      endDate: '2026-03-10T10:00:00.000Z',
      questions: [
        {
          title: '是否同意',
          type: 'SINGLE_CHOICE',
          required: true,
          descFile: ['Q1'],
          options: [
            { content: '同意', descFile: ['O1'] },
            { content: '不同意', descFile: [] },
          ],
        },
        { title: '意见', type: 'MULTI_LINE_TEXT', required: false, descFile: [], options: [] },
      ],
    });
  });

  it('a draft without dates keeps them null and round-trips through the form values', () => {
    const input = toQuestionnaireInput({ title: '草稿', questions: [] }, 'YGHY001', 'IS1');
    expect(input).toMatchObject({
      intentionSolicitationId: 'IS1',
      startDate: null,
      endDate: null,
      questions: [],
    });
    const values = toFormValues(draftInfo);
    expect(values).toMatchObject({ tagIds: [4], scopeType: 'BUILDING', buildingCodes: ['B2'], time: null });
    // Real names from `files`; a file the server no longer knows keeps its id as its name.
    expect(values.descFile?.map((file) => file.sourceName)).toEqual(['说明.pdf']);
    expect(values.mvcFile?.map((file) => file.sourceName)).toEqual(['会议材料.pdf']);
    expect(values.signAttachment?.map((file) => file.sourceName)).toEqual(['签字页.pdf']);
    expect(values.questions?.[0]?.descFile?.map((file) => file.sourceName)).toEqual(['A10']);
    expect(values.questions?.[0]?.options?.[0]?.descFile?.map((file) => file.sourceName)).toEqual([
      '甲方案.png',
    ]);
    expect(toQuestionnaireInput(values, 'YGHY001', 'IS1')).toMatchObject({
      descFile: ['A9'],
      mvcFile: ['A12'],
      signAttachment: ['A13'],
      buildingCodes: ['B2'],
      questions: [{ descFile: ['A10'], options: [{ descFile: ['A11'] }, { descFile: [] }] }],
    });
  });

  it('a draft leaves out the untouched blank question the form starts with and keeps the ones begun', () => {
    const values = {
      title: '只写了标题',
      questions: [
        { ...NEW_QUESTION, title: '  ' },
        { ...NEW_QUESTION, options: [{ content: '' }, { content: '乙' }] },
        { ...NEW_QUESTION, title: '写了标题' },
      ],
    };
    expect(toQuestionnaireInput(values, 'YGHY001', undefined, true).questions).toMatchObject([
      { title: '', options: [{ content: '' }, { content: '乙' }] },
      { title: '写了标题' },
    ]);
    // Publishing sends every question, so the server names the one without a title.
    expect(toQuestionnaireInput(values, 'YGHY001').questions).toHaveLength(3);
    // A draft saved without questions re-opens with the blank one to fill in.
    const reopened = toFormValues({ ...draftInfo, questions: [] });
    expect(reopened.questions).toEqual([NEW_QUESTION]);
  });
});

describe('toQuickVoteInput', () => {
  it('a workgroup resolution has no building scope', () => {
    const input = toQuickVoteInput(
      { title: '门禁更换', participantType: 'WORKGROUP', scopeType: 'BUILDING', buildingCodes: ['B1'] },
      'YGHY001',
    );
    expect(input).toMatchObject({ participantType: 'WORKGROUP', scopeType: 'COMMUNITY', buildingCodes: [] });
  });
});
