import type { AreaLocale } from '../../../../locales/i18n';
import type { LegalDoc } from '../legal-types';

const HEAD_ZH = ['信息项', '使用目的', '使用场景'];
const HEAD_EN = ['Data item', 'Purpose', 'Scenario'];

const zhCN: LegalDoc = {
  title: '个人信息收集清单',
  updated: '2026年11月21日',
  effective: '2026年11月21日',
  intro: [
    '依照《个人信息保护法》第十七条，我们按功能列出共治平台收集的个人信息、使用目的和使用场景。标注“敏感”的为敏感个人信息，处理前会单独取得您的同意。处理依据、保存期限和您的权利见《隐私政策》。',
  ],
  sections: [
    {
      id: 'login',
      heading: '一、注册与登录',
      blocks: [
        {
          table: {
            caption: '注册与登录',
            head: HEAD_ZH,
            rows: [
              ['手机号码', '创建账号、接收验证码、找回账号', '短信验证码登录、更换手机号'],
              ['短信验证码', '验证手机号归属', '登录、更换手机号（验证码5分钟内有效，不长期保存）'],
              ['微信OpenID、UnionID', '关联微信账号，免密登录', '微信扫码登录工作台、业主H5微信授权登录'],
              ['微信昵称、头像', '在页面上显示您的账号', '您主动授权后'],
            ],
          },
        },
      ],
    },
    {
      id: 'certify',
      heading: '二、业主身份认证',
      blocks: [
        {
          table: {
            caption: '业主身份认证',
            head: HEAD_ZH,
            rows: [
              ['姓名', '与名册比对，确认业主身份', '提交业主认证'],
              ['证件类型、证件号码（敏感）', '实名核验，防止冒名投票；页面仅掩码显示', '提交业主认证'],
              [
                '小区、楼栋、单元、房号、建筑面积',
                '确定表决权对应的专有部分和面积',
                '提交业主认证、表决计票',
              ],
              ['产权证明材料照片（敏感）', '由小区组织人工审核产权', '选择上传材料认证时'],
              ['人脸图像或视频（敏感）', '确认操作者为证件本人，平台不留存', '经单独同意选择人脸核验时'],
            ],
          },
        },
      ],
    },
    {
      id: 'vote',
      heading: '三、表决、快速决议与问卷',
      blocks: [
        {
          table: {
            caption: '表决、快速决议与问卷',
            head: HEAD_ZH,
            rows: [
              [
                '表决选项（同意、反对、弃权等）',
                '依照《民法典》第二百七十八条计票',
                '业主大会线上表决、快速决议',
              ],
              ['电子签名图像（敏感）', '证明表决由业主本人作出', '小区组织要求签名的表决'],
              ['投票时间、投票凭证编号', '生成投票回执，供本人核验', '提交投票后'],
              [
                '纸质表决票录入信息、送达记录',
                '线上线下统一计票，防止重复计算',
                '小区组织录入纸质票、登记送达',
              ],
              ['问卷答案', '统计意见征集结果', '参加问卷'],
            ],
          },
        },
      ],
    },
    {
      id: 'proposal',
      heading: '四、提议与联名',
      blocks: [
        {
          table: {
            caption: '提议与联名',
            head: HEAD_ZH,
            rows: [
              ['提议内容、附件', '向小区组织提出议题', '发起提议'],
              ['联名签名、签名时间（敏感）', '统计联名人数和面积', '参加联名'],
            ],
          },
        },
      ],
    },
    {
      id: 'files',
      heading: '五、文件上传与下载',
      blocks: [
        {
          table: {
            caption: '文件上传与下载',
            head: HEAD_ZH,
            rows: [
              [
                '上传的文件及文件名、大小、类型',
                '提交证明材料、存档',
                '上传文件页面、认证材料、公告和档案附件',
              ],
              ['下载记录', '安全审计', '下载导出文件、附件'],
            ],
          },
        },
      ],
    },
    {
      id: 'staff',
      heading: '六、工作人员使用工作台',
      blocks: [
        {
          table: {
            caption: '工作人员使用工作台',
            head: HEAD_ZH,
            rows: [
              ['姓名、手机号', '开通账号、联系工作人员', '小区组织或政府部门添加工作人员'],
              ['所属组织、职务、权限', '按最小权限授权', '设置工作小组成员权限'],
              ['操作记录', '审计重要操作，追溯责任', '创建表决、录入纸质票、发布公告等'],
            ],
          },
        },
      ],
    },
    {
      id: 'other',
      heading: '七、咨询、反馈与安全',
      blocks: [
        {
          table: {
            caption: '咨询、反馈与安全',
            head: HEAD_ZH,
            rows: [
              ['联系人姓名、电话、小区名称', '回复您的咨询', '在官网提交咨询'],
              ['AI物业顾问的问题文本', '检索知识库并生成回答', '使用AI物业顾问'],
              [
                'IP地址、浏览器类型、访问时间、错误日志',
                '保障网络安全、排查故障，保存不少于六个月',
                '访问本平台任一页面',
              ],
            ],
          },
        },
      ],
    },
  ],
};

const enUS: LegalDoc = {
  title: 'Personal Information Collection List',
  updated: '21 November 2026',
  effective: '21 November 2026',
  intro: [
    'Under Article 17 of the Personal Information Protection Law, we list by feature the personal information the Gongzhi platform collects, why and when. Items marked "sensitive" are sensitive personal information, for which we obtain your separate consent before processing. For legal bases, retention periods and your rights, see the Privacy Policy.',
  ],
  sections: [
    {
      id: 'login',
      heading: '1. Registration and login',
      blocks: [
        {
          table: {
            caption: 'Registration and login',
            head: HEAD_EN,
            rows: [
              [
                'Mobile number',
                'Create the account, receive codes, recover the account',
                'SMS-code login, changing mobile number',
              ],
              [
                'SMS verification code',
                'Verify that you hold the mobile number',
                'Login, changing mobile number (valid for 5 minutes, not kept long-term)',
              ],
              [
                'WeChat OpenID, UnionID',
                'Link your WeChat account for password-free login',
                'WeChat QR-code login to the workbench, WeChat authorised login in the owner H5',
              ],
              ['WeChat nickname, avatar', 'Show your account on the page', 'After you actively authorise it'],
            ],
          },
        },
      ],
    },
    {
      id: 'certify',
      heading: '2. Owner certification',
      blocks: [
        {
          table: {
            caption: 'Owner certification',
            head: HEAD_EN,
            rows: [
              ['Name', 'Match against the roster to confirm owner status', 'Submitting owner certification'],
              [
                'ID type, ID number (sensitive)',
                'Real-name check against impersonated voting; shown masked only',
                'Submitting owner certification',
              ],
              [
                'Community, building, unit, house number, floor area',
                'Determine the exclusive part and area behind the voting right',
                'Submitting owner certification, counting votes',
              ],
              [
                'Photos of property-right documents (sensitive)',
                'Manual review of ownership by the Community Organisation',
                'When you choose to certify by uploading documents',
              ],
              [
                'Face image or video (sensitive)',
                'Confirm that the operator is the ID holder; not kept by the Platform',
                'When you choose face verification with separate consent',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'vote',
      heading: '3. Votes, quick resolutions and questionnaires',
      blocks: [
        {
          table: {
            caption: 'Votes, quick resolutions and questionnaires',
            head: HEAD_EN,
            rows: [
              [
                'Choice (agree, disagree, abstain, etc.)',
                'Count votes under Article 278 of the Civil Code',
                "Online owners' assembly votes, quick resolutions",
              ],
              [
                'Electronic signature image (sensitive)',
                'Prove that the owner personally voted',
                'Votes where the Community Organisation requires a signature',
              ],
              [
                'Voting time, ballot receipt number',
                'Produce a ballot receipt you can check',
                'After you submit a ballot',
              ],
              [
                'Paper-ballot entry data, delivery records',
                'Count online and paper ballots together without double counting',
                'When the Community Organisation enters paper ballots or records delivery',
              ],
              ['Questionnaire answers', 'Tally consultation results', 'Taking part in a questionnaire'],
            ],
          },
        },
      ],
    },
    {
      id: 'proposal',
      heading: '4. Proposals and joint signatures',
      blocks: [
        {
          table: {
            caption: 'Proposals and joint signatures',
            head: HEAD_EN,
            rows: [
              [
                'Proposal content, attachments',
                'Put a matter to the Community Organisation',
                'Starting a proposal',
              ],
              [
                'Joint signature, signing time (sensitive)',
                'Count signatories and their area',
                'Signing a proposal',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'files',
      heading: '5. File upload and download',
      blocks: [
        {
          table: {
            caption: 'File upload and download',
            head: HEAD_EN,
            rows: [
              [
                'Uploaded files with name, size and type',
                'Submit supporting materials, keep archives',
                'Upload page, certification materials, notice and archive attachments',
              ],
              ['Download records', 'Security audit', 'Downloading exports and attachments'],
            ],
          },
        },
      ],
    },
    {
      id: 'staff',
      heading: '6. Staff using the workbench',
      blocks: [
        {
          table: {
            caption: 'Staff using the workbench',
            head: HEAD_EN,
            rows: [
              [
                'Name, mobile number',
                'Open the account, contact staff',
                'A Community Organisation or government department adds staff',
              ],
              [
                'Organisation, position, permissions',
                'Grant least-privilege access',
                'Setting workgroup member permissions',
              ],
              [
                'Operation records',
                'Audit important operations and trace responsibility',
                'Creating votes, entering paper ballots, publishing notices, etc.',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'other',
      heading: '7. Enquiries, feedback and security',
      blocks: [
        {
          table: {
            caption: 'Enquiries, feedback and security',
            head: HEAD_EN,
            rows: [
              [
                'Contact name, phone, community name',
                'Reply to your enquiry',
                'Submitting an enquiry on the website',
              ],
              [
                'Question text for the AI property adviser',
                'Search the knowledge base and compose an answer',
                'Using the AI property adviser',
              ],
              [
                'IP address, browser type, access time, error logs',
                'Network security and troubleshooting; kept for no less than six months',
                'Visiting any page of the Platform',
              ],
            ],
          },
        },
      ],
    },
  ],
};

/** 个人信息收集清单 (/mobile/userInfoList). */
export const userInfoList: AreaLocale<LegalDoc> = { zhCN, enUS };
