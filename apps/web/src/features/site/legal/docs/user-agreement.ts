import type { AreaLocale } from '../../../../locales/i18n';
import type { LegalDoc } from '../legal-types';

const zhCN: LegalDoc = {
  title: '共治平台用户协议',
  updated: '2026年11月21日',
  effective: '2026年11月21日',
  intro: [
    '欢迎使用共治平台。本协议是您与共治平台运营方{{op.name}}（以下简称“我们”）之间就使用共治平台网页工作台、业主H5及相关服务（以下统称“本服务”）订立的协议。您点击同意、登录或实际使用本服务，即表示您已阅读并同意本协议。请您重点阅读第八条责任限制、第九条争议解决等涉及您重大权益的条款。',
  ],
  sections: [
    {
      id: 'service',
      heading: '一、服务内容',
      blocks: [
        '本服务为住宅小区的自治活动提供信息化工具，包括：房屋与业主名册管理、业主身份认证、业主大会线上表决与纸质表决票录入、快速决议、问卷、提议与联名、公告、财务公开、档案、工作小组会议，以及政府部门的信息发布、投诉处理与统计。',
        '本平台是工具提供者。业主大会的召集、表决事项、表决规则、结果认定及公告，由业委会、筹备组或依法代行职责的组织（以下统称“小区组织”）依照《民法典》《物业管理条例》及当地规定和业主大会议事规则负责；我们不代替小区组织作出决定，也不对表决事项本身的合法性、合理性作出判断。',
      ],
    },
    {
      id: 'account',
      heading: '二、账号注册与使用',
      blocks: [
        {
          list: [
            '业主使用手机号验证码或微信授权登录业主H5；网页工作台目前仅向筹备组或业委会成员及经授权的政府工作人员开放。',
            '您应使用本人真实信息注册和认证。伪造、冒用他人身份信息或房产信息的，须依法承担法律责任，我们有权撤销相应认证并暂停账号。',
            '账号仅限本人使用，不得出借、转让或出售。因您保管不善导致账号被他人使用的，后果由您承担；发现账号异常时请立即联系我们。',
            '小区组织的工作人员调离或卸任后，小区组织应及时解除其工作台权限。',
          ],
        },
      ],
    },
    {
      id: 'conduct',
      heading: '三、使用规范',
      blocks: [
        '您不得利用本服务从事下列行为：',
        {
          list: [
            '以冒名、重复认证、买卖表决权、胁迫或诱导等方式干扰表决的真实性；',
            '发布违反法律法规、侮辱诽谤他人、侵犯他人隐私或其他合法权益的内容；',
            '将在工作台获取的业主个人信息用于小区自治以外的目的，或向无关第三方提供；',
            '未经许可抓取数据、破解、攻击或干扰本服务的正常运行；',
            '其他违反法律法规、公序良俗或本协议的行为。',
          ],
        },
        '对违反上述规范的行为，我们可以视情节采取删除内容、限制功能、暂停或终止账号等措施，并依法向有关部门报告。',
      ],
    },
    {
      id: 'voting',
      heading: '四、表决与存证',
      blocks: [
        {
          list: [
            '一户一票：同一投票人（包括共有人及同一业主名下的多套房屋）对同一事项只计一票，线上投票与纸质票不会重复计算；线上投票提交后以线上投票为准。',
            '表决期间截止后不能再投票或修改。请在提交前仔细核对选项。',
            '每一次投票、纸质票录入、送达、计票和公示都会写入该表决的哈希链存证，任何人都可以按照《核验帮助指南》复算核验。存证证明记录自写入后未被篡改，但不证明录入前纸质材料的真实性，纸质材料由小区组织依法保管。',
          ],
        },
      ],
    },
    {
      id: 'ip',
      heading: '五、知识产权与内容',
      blocks: [
        '本服务的软件、界面设计、文字和图形的知识产权归我们或相关权利人所有。您在本服务中上传的内容，其权利归您或相关权利人所有；您授权我们在提供本服务所必需的范围内存储、展示和传输这些内容。',
        '知识库和AI物业顾问提供的内容仅供参考，不构成法律意见；具体事务请以法律法规原文和有关部门的解释为准，必要时咨询律师。',
      ],
    },
    {
      id: 'privacy',
      heading: '六、个人信息保护',
      blocks: [
        '我们按照《共治平台隐私政策》《人脸信息保护协议》和《个人信息收集清单》处理您的个人信息。小区组织作为小区自治数据的处理者，应当依法履行个人信息保护义务，仅为小区自治的目的使用业主信息。',
      ],
    },
    {
      id: 'change',
      heading: '七、服务变更、中断与终止',
      blocks: [
        {
          list: [
            '我们可能因系统维护、升级而暂停部分服务，并尽量提前公告；在表决截止前后等关键时段，我们将避免计划内的维护。',
            '因不可抗力、网络运营商故障、第三方服务中断等非我们原因造成服务中断的，我们将及时恢复并告知，但不承担由此产生的间接损失。',
            '您可以随时申请注销账号。注销后，已依法形成的表决记录作为业主大会档案按《隐私政策》保存。',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: '八、责任限制',
      blocks: [
        '在法律允许的范围内，对于因小区组织设置的表决事项、规则或名册数据错误、您自身操作失误或泄露账号导致的损失，我们不承担责任；但因我们的故意或重大过失造成您损失的，我们依法承担责任。本条不排除或限制您依法享有的消费者权利。',
      ],
    },
    {
      id: 'law',
      heading: '九、法律适用与争议解决',
      blocks: [
        '本协议适用中华人民共和国法律（不包括港澳台地区法律）。因本协议产生的争议，双方应友好协商；协商不成的，任何一方可以向{{op.name}}住所地有管辖权的人民法院提起诉讼。',
      ],
    },
    {
      id: 'other',
      heading: '十、协议更新与联系我们',
      blocks: [
        '我们可能根据法律法规或业务变化修改本协议，修改后在本页面公布；重大变更将以显著方式通知您。您继续使用本服务即视为接受修改后的协议；不同意的，可以停止使用并注销账号。',
        '联系方式：{{op.name}}，邮箱{{op.email}}，电话{{op.phone}}，地址{{op.address}}。',
      ],
    },
  ],
};

const enUS: LegalDoc = {
  title: 'Gongzhi Platform User Agreement',
  updated: '21 November 2026',
  effective: '21 November 2026',
  intro: [
    'Welcome to the Gongzhi platform. This Agreement is made between you and the Gongzhi platform operator, {{op.name}} ("we"), for your use of the Gongzhi web workbench, owner H5 and related services (together, the "Service"). By clicking to agree, logging in or actually using the Service, you confirm that you have read and agree to this Agreement. Please read with particular care the terms that materially affect your rights, such as the limitation of liability in section 8 and dispute resolution in section 9.',
  ],
  sections: [
    {
      id: 'service',
      heading: '1. The Service',
      blocks: [
        "The Service provides information tools for the self-governance of residential communities: house and owner rosters, owner certification, online voting and paper-ballot entry for owners' assemblies, quick resolutions, questionnaires, proposals and joint signatures, notices, financial disclosure, archives, workgroup meetings, and, for government departments, information publishing, complaint handling and statistics.",
        'The Platform is a tool provider. Convening the owners\' assembly, the matters voted on, the voting rules, the determination and announcement of results are the responsibility of the Committee, the Preparatory Group or the organisation lawfully acting in their place (together, the "Community Organisation") under the Civil Code, the Property Management Regulations, local rules and the rules of procedure of the owners\' assembly; we do not decide in its place and do not judge the legality or reasonableness of the matters voted on.',
      ],
    },
    {
      id: 'account',
      heading: '2. Accounts',
      blocks: [
        {
          list: [
            'Owners log in to the owner H5 with an SMS code or WeChat authorisation; the web workbench is currently open only to members of Preparatory Groups or Committees and authorised government staff.',
            "You must register and certify with your own true information. Anyone who forges or uses another person's identity or property information bears legal liability, and we may revoke the certification and suspend the account.",
            'Your account is for your own use only and may not be lent, transferred or sold. You bear the consequences if others use your account because you did not keep it safe; contact us at once if you notice anything unusual.',
            'When a staff member of a Community Organisation leaves or steps down, the Community Organisation should promptly remove their workbench access.',
          ],
        },
      ],
    },
    {
      id: 'conduct',
      heading: '3. Rules of use',
      blocks: [
        'You may not use the Service to:',
        {
          list: [
            'undermine the genuineness of a vote by impersonation, repeated certification, buying or selling voting rights, coercion or inducement;',
            'publish content that breaks laws or regulations, insults or defames others, or infringes their privacy or other lawful rights;',
            "use owners' personal information obtained on the workbench for purposes other than community self-governance, or provide it to unrelated third parties;",
            'scrape data without permission, crack, attack or interfere with the normal operation of the Service;',
            'do anything else that breaks laws, regulations, public order and good morals or this Agreement.',
          ],
        },
        'For breaches of these rules we may, depending on the circumstances, delete content, restrict features, suspend or terminate the account, and report to the relevant authorities as the law requires.',
      ],
    },
    {
      id: 'voting',
      heading: '4. Voting and evidence',
      blocks: [
        {
          list: [
            'One vote per voter: a voter (including co-owners and all houses of the same owner) counts once on each matter, and online and paper ballots are never counted twice; once an online ballot is submitted, the online ballot prevails.',
            'After the voting period closes you can no longer vote or change your vote. Please check your choices carefully before submitting.',
            "Every ballot, paper-ballot entry, delivery, tally and publication is written to the vote's hash-chain evidence, which anyone can recompute and verify by following the Verification Help Guide. The evidence proves that records have not been altered since they were written, but not that the paper materials entered were genuine; paper materials are kept by the Community Organisation as the law requires.",
          ],
        },
      ],
    },
    {
      id: 'ip',
      heading: '5. Intellectual property and content',
      blocks: [
        "Intellectual property in the Service's software, interface design, text and graphics belongs to us or the relevant right holders. Content you upload belongs to you or the relevant right holders; you authorise us to store, display and transmit it to the extent necessary to provide the Service.",
        'Content from the knowledge base and the AI property adviser is for reference only and is not legal advice; rely on the original texts of laws and regulations and the interpretations of the competent departments, and consult a lawyer where necessary.',
      ],
    },
    {
      id: 'privacy',
      heading: '6. Personal information protection',
      blocks: [
        "We process your personal information in accordance with the Gongzhi Platform Privacy Policy, the Face Information Protection Agreement and the Personal Information Collection List. As handler of community self-governance data, the Community Organisation must fulfil its personal information protection obligations under the law and use owners' information only for community self-governance.",
      ],
    },
    {
      id: 'change',
      heading: '7. Changes, interruption and termination',
      blocks: [
        {
          list: [
            'We may suspend parts of the Service for maintenance or upgrades and will announce this in advance where possible; we avoid planned maintenance at critical times such as around the close of a vote.',
            'Where the Service is interrupted for reasons not attributable to us, such as force majeure, network operator failures or third-party outages, we will restore it and inform you promptly, but are not liable for indirect losses arising from it.',
            "You may apply to cancel your account at any time. After cancellation, voting records lawfully formed are kept as owners' assembly archives as set out in the Privacy Policy.",
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: '8. Limitation of liability',
      blocks: [
        'To the extent permitted by law, we are not liable for losses caused by errors in the matters, rules or roster data set by the Community Organisation, by your own mistakes or by your disclosure of your account; but we are liable under the law for losses caused by our intent or gross negligence. This clause does not exclude or limit consumer rights you have by law.',
      ],
    },
    {
      id: 'law',
      heading: '9. Governing law and disputes',
      blocks: [
        "This Agreement is governed by the laws of the People's Republic of China (excluding the laws of Hong Kong, Macao and Taiwan). Disputes arising from this Agreement shall be settled by friendly negotiation; failing that, either party may sue in the competent people's court at the domicile of {{op.name}}.",
      ],
    },
    {
      id: 'other',
      heading: '10. Updates and contact',
      blocks: [
        'We may amend this Agreement as laws or our services change and will publish the amended version on this page; material changes will be notified to you prominently. Continuing to use the Service means you accept the amended Agreement; if you do not agree, you may stop using the Service and cancel your account.',
        'Contact: {{op.name}}, e-mail {{op.email}}, phone {{op.phone}}, address {{op.address}}.',
      ],
    },
  ],
};

/** 用户协议 (/mobile/protocol). */
export const userAgreement: AreaLocale<LegalDoc> = { zhCN, enUS };
