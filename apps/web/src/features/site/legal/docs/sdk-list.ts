import type { AreaLocale } from '../../../../locales/i18n';
import type { LegalDoc } from '../legal-types';

/** Each provider publishes its own policy; the platform does not copy a link that may change. */
const POLICY_ZH = '以该服务商官方网站公布的隐私政策为准（未接入的服务不涉及）';
const POLICY_EN =
  "As published on the provider's official website (not applicable where no provider is connected)";

const zhCN: LegalDoc = {
  title: '第三方SDK及服务目录',
  updated: '2026年11月21日',
  effective: '2026年11月21日',
  intro: [
    '为实现登录、短信验证、文件存储、实名核验等功能，共治平台会接入下列第三方SDK或服务接口。我们对其进行安全评估，并通过协议约定其只能为所列目的、在必要范围内处理您的个人信息。本目录如实列出平台实际使用或已预留接口的第三方服务；服务商名称按本平台当前的实际配置列出，未接入的服务标注为“未接入”。',
    '本平台的业主H5和网页工作台均为网页，不在您的设备上安装任何SDK；表中“SDK/接口”指网页中调用的第三方脚本或服务器端调用的第三方接口。',
  ],
  sections: [
    {
      id: 'wechat',
      heading: '一、微信开放平台与公众平台',
      blocks: [
        {
          table: {
            caption: '微信登录、公众号与小程序码',
            head: ['项目', '说明'],
            rows: [
              ['第三方名称', '深圳市腾讯计算机系统有限公司'],
              ['使用场景', '网页工作台微信扫码登录；业主H5内微信授权登录；公众号消息订阅；生成小程序码'],
              ['处理的个人信息', '微信OpenID、UnionID；您授权后的昵称、头像'],
              ['处理方式', '服务器端接口调用，信息经加密传输'],
              ['隐私政策链接', POLICY_ZH],
            ],
          },
        },
      ],
    },
    {
      id: 'sms',
      heading: '二、短信服务',
      blocks: [
        {
          table: {
            caption: '短信验证码与通知',
            head: ['项目', '说明'],
            rows: [
              ['第三方名称', '{{op.smsProvider}}'],
              ['使用场景', '短信验证码登录、更换手机号、表决开始与截止提醒'],
              ['处理的个人信息', '手机号码、短信内容'],
              ['处理方式', '服务器端接口调用，不在网页中加载第三方脚本'],
              ['隐私政策链接', POLICY_ZH],
            ],
          },
        },
      ],
    },
    {
      id: 'storage',
      heading: '三、对象存储',
      blocks: [
        {
          table: {
            caption: '文件与图片存储',
            head: ['项目', '说明'],
            rows: [
              ['第三方名称', '{{op.storageProvider}}'],
              ['使用场景', '上传和下载认证材料、公告附件、档案、纸质表决票扫描件、导出文件'],
              ['处理的个人信息', '您上传文件中包含的信息（如产权证明、签名图像）'],
              ['处理方式', '通过有效期10分钟的签名链接直传，服务器校验文件真实类型；存储于境内数据中心'],
              ['隐私政策链接', POLICY_ZH],
            ],
          },
        },
      ],
    },
    {
      id: 'identity',
      heading: '四、实名核验与人脸核验',
      blocks: [
        {
          table: {
            caption: '业主实名认证',
            head: ['项目', '说明'],
            rows: [
              ['第三方名称', '{{op.identityProvider}}'],
              ['使用场景', '业主身份认证时核验姓名与身份证号是否一致；经您单独同意的人脸核验'],
              ['处理的个人信息', '姓名、身份证号码；人脸图像或视频（仅人脸核验时）'],
              ['处理方式', '服务器端接口调用；服务商比对后立即删除人脸信息，仅返回核验结论'],
              ['隐私政策链接', POLICY_ZH],
            ],
          },
        },
      ],
    },
    {
      id: 'ai',
      heading: '五、大语言模型服务（可选）',
      blocks: [
        {
          table: {
            caption: 'AI物业顾问（测试版）',
            head: ['项目', '说明'],
            rows: [
              ['第三方名称', '{{op.aiProvider}}'],
              ['使用场景', 'AI物业顾问根据知识库段落生成回答'],
              ['处理的个人信息', '您输入的问题文本（请勿填写个人信息）；不发送账号、手机号等信息'],
              ['处理方式', '服务器端接口调用；未配置时回答由平台在本地检索生成'],
              ['隐私政策链接', POLICY_ZH],
            ],
          },
        },
      ],
    },
    {
      id: 'changes',
      heading: '六、目录的更新',
      blocks: [
        '我们新增、更换第三方服务或其处理的个人信息范围发生变化时，将更新本目录并注明更新日期；涉及新增敏感个人信息处理的，将另行取得您的同意。如有疑问，请通过《隐私政策》中的联系方式联系我们。',
      ],
    },
  ],
};

const enUS: LegalDoc = {
  title: 'Third-Party SDK and Service List',
  updated: '21 November 2026',
  effective: '21 November 2026',
  intro: [
    'To provide login, SMS verification, file storage, real-name verification and other features, the Gongzhi platform connects to the third-party SDKs or service interfaces below. We assess their security and require by agreement that they process your personal information only for the listed purposes and to the necessary extent. This list truthfully shows the third-party services the Platform actually uses or has an interface ready for; provider names follow the Platform\'s current configuration, and a service that is not connected says "none connected".',
    'Both the owner H5 and the web workbench are web pages and install no SDK on your device; "SDK/interface" in the tables means a third-party script called in a web page or a third-party interface called from our servers.',
  ],
  sections: [
    {
      id: 'wechat',
      heading: '1. WeChat Open Platform and Official Accounts Platform',
      blocks: [
        {
          table: {
            caption: 'WeChat login, official account and mini-program codes',
            head: ['Item', 'Details'],
            rows: [
              ['Third party', 'Shenzhen Tencent Computer Systems Co., Ltd.'],
              [
                'Used for',
                'WeChat QR-code login to the web workbench; WeChat authorised login in the owner H5; official-account message subscription; generating mini-program codes',
              ],
              ['Personal information', 'WeChat OpenID, UnionID; nickname and avatar once you authorise'],
              ['How', 'Server-side interface calls, encrypted in transit'],
              ['Privacy policy link', POLICY_EN],
            ],
          },
        },
      ],
    },
    {
      id: 'sms',
      heading: '2. SMS service',
      blocks: [
        {
          table: {
            caption: 'SMS verification codes and notifications',
            head: ['Item', 'Details'],
            rows: [
              ['Third party', '{{op.smsProviderEn}}'],
              ['Used for', 'SMS-code login, changing mobile number, reminders when a vote opens and closes'],
              ['Personal information', 'Mobile number, message content'],
              ['How', 'Server-side interface calls; no third-party script is loaded in the web page'],
              ['Privacy policy link', POLICY_EN],
            ],
          },
        },
      ],
    },
    {
      id: 'storage',
      heading: '3. Object storage',
      blocks: [
        {
          table: {
            caption: 'File and image storage',
            head: ['Item', 'Details'],
            rows: [
              ['Third party', '{{op.storageProviderEn}}'],
              [
                'Used for',
                'Uploading and downloading certification materials, notice attachments, archives, scans of paper ballots and exported files',
              ],
              [
                'Personal information',
                'Information contained in files you upload (such as property-right documents and signature images)',
              ],
              [
                'How',
                "Direct upload through signed links valid for 10 minutes; the server checks each file's real type; stored in data centres in China",
              ],
              ['Privacy policy link', POLICY_EN],
            ],
          },
        },
      ],
    },
    {
      id: 'identity',
      heading: '4. Real-name and face verification',
      blocks: [
        {
          table: {
            caption: 'Owner real-name certification',
            head: ['Item', 'Details'],
            rows: [
              ['Third party', '{{op.identityProviderEn}}'],
              [
                'Used for',
                'Checking that name and resident ID number match during owner certification; face verification with your separate consent',
              ],
              [
                'Personal information',
                'Name, resident ID number; face image or video (face verification only)',
              ],
              [
                'How',
                'Server-side interface calls; the provider deletes face information right after comparison and returns only the result',
              ],
              ['Privacy policy link', POLICY_EN],
            ],
          },
        },
      ],
    },
    {
      id: 'ai',
      heading: '5. Large language model service (optional)',
      blocks: [
        {
          table: {
            caption: 'AI property adviser (beta)',
            head: ['Item', 'Details'],
            rows: [
              ['Third party', '{{op.aiProviderEn}}'],
              ['Used for', "Composing the AI property adviser's answers from knowledge-base passages"],
              [
                'Personal information',
                'The text of your question (please include no personal information); no account or mobile number is sent',
              ],
              [
                'How',
                "Server-side interface calls; when not configured, answers are composed locally by the Platform's own search",
              ],
              ['Privacy policy link', POLICY_EN],
            ],
          },
        },
      ],
    },
    {
      id: 'changes',
      heading: '6. Updates to this list',
      blocks: [
        'When we add or replace a third-party service or the personal information it processes changes, we will update this list with the update date; where new sensitive personal information would be processed, we will ask for your consent separately. For questions, please contact us through the details in the Privacy Policy.',
      ],
    },
  ],
};

/** 第三方SDK目录 (/mobile/sdkList). */
export const sdkList: AreaLocale<LegalDoc> = { zhCN, enUS };
