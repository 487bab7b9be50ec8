import type { AreaLocale } from '../../../../locales/i18n';
import type { LegalDoc } from '../legal-types';

const zhCN: LegalDoc = {
  title: '共治平台隐私政策',
  updated: '2026年11月21日',
  effective: '2026年11月21日',
  intro: [
    '共治平台（以下简称“本平台”）是为住宅小区业主、业主委员会（以下简称“业委会”）、业主大会筹备组（以下简称“筹备组”）、物业服务人以及社区、街道工作人员提供小区自治服务的信息系统，包括网页工作台、业主H5页面及相关服务。本平台由{{op.name}}（以下简称“共治平台运营方”或“我们”）运营。',
    '我们依据《中华人民共和国个人信息保护法》《中华人民共和国数据安全法》《中华人民共和国网络安全法》《中华人民共和国民法典》等法律法规制定本政策，说明我们如何处理您的个人信息以及您享有的权利。请您在使用本平台前仔细阅读本政策，特别是以“重要”标注的敏感个人信息相关内容。',
  ],
  sections: [
    {
      id: 'controller',
      heading: '一、我们是谁以及各方的角色',
      blocks: [
        '个人信息处理者：{{op.name}}，注册地址：{{op.address}}，个人信息保护负责人联系方式：{{op.email}}、{{op.phone}}。',
        '本平台上的数据分为两类，处理者不同：',
        {
          list: [
            '账号与平台服务数据（如登录手机号、微信标识、登录日志、您主动提交给我们的反馈）：由我们决定处理目的和方式，我们是个人信息处理者。',
            '小区自治数据（如房屋与业主名册、业主认证资料、表决票、问卷答卷、提议签名、公告、财务与档案资料）：由您所在小区的业委会、筹备组或依法代行职责的组织（以下统称“小区组织”）决定处理目的和方式，小区组织是个人信息处理者；我们依据《个人信息保护法》第二十一条受其委托，按照约定的目的、方式和范围处理这些信息，并在委托关系结束后按约定返还或删除。',
          ],
        },
        '对小区自治数据行使权利时，您可以直接向小区组织提出，也可以联系我们，我们将协助小区组织处理。',
      ],
    },
    {
      id: 'collect',
      heading: '二、我们收集哪些个人信息及用途',
      blocks: [
        '我们仅收集实现各项功能所必需的个人信息。各功能的详细清单见《个人信息收集清单》。',
        {
          list: [
            '注册与登录：手机号码、短信验证码；使用微信登录时获取微信OpenID/UnionID、昵称和头像（仅在您授权后）。用途：创建账号、验证身份、保障账号安全。',
            '业主身份认证：姓名、证件类型、证件号码、所在小区、楼栋、房号、建筑面积、产权证明材料照片；如您选择人脸核验，还会处理人脸信息（详见《人脸信息保护协议》）。用途：确认您是该房屋的业主，使您能够依法参加业主大会表决。',
            '业主大会表决、快速决议与问卷：表决选择、投票时间、电子签名（手写签名图像）、纸质表决票录入信息、送达记录。用途：依照《民法典》第二百七十八条统计表决结果，形成可核验的表决记录。',
            '提议与联名：提议内容、联名签名、签名时间。用途：发起和统计业主联名。',
            '文件上传：您上传的图片、文档及其文件名、大小、上传时间。用途：提交证明材料、存档。',
            '工作人员使用工作台：姓名、手机号、所属小区组织或政府部门、职务、操作记录。用途：开通工作台权限、审计操作。',
            '设备与日志信息：IP地址、浏览器类型、访问时间、访问页面、错误日志。用途：保障网络安全、排查故障；依照《网络安全法》第二十一条，网络日志保存不少于六个月。',
            'AI物业顾问（测试版）：您输入的问题文本。用途：检索知识库并生成回答。请勿在提问中填写个人身份信息。',
          ],
        },
        '重要：证件号码、人脸信息、电子签名及与房产相关的财产信息属于敏感个人信息。我们仅在具有特定目的和充分必要性、并采取严格保护措施的情况下处理，并在处理前单独取得您的同意（法律法规规定无需同意的除外）。证件号码在页面上仅以掩码形式显示（如“3301**********1234”）。',
      ],
    },
    {
      id: 'basis',
      heading: '三、处理个人信息的法律依据',
      blocks: [
        '依据《个人信息保护法》第十三条，我们在以下情形处理个人信息：',
        {
          list: [
            '取得您的同意，包括对敏感个人信息的单独同意；',
            '为订立、履行您作为一方当事人的合同所必需，如提供账号和订购服务；',
            '为履行法定职责或法定义务所必需，如保存网络日志、配合有权机关依法调取；',
            '为公共利益在合理范围内处理，或在合理范围内处理您自行公开或已经合法公开的信息；',
            '法律、行政法规规定的其他情形。',
          ],
        },
        '您可以撤回同意，撤回不影响撤回前基于同意已进行的处理活动的效力。',
      ],
    },
    {
      id: 'share',
      heading: '四、委托处理、共享、转让与公开',
      blocks: [
        '委托处理：我们委托云服务、短信、对象存储、实名核验等服务商协助提供服务（见《第三方SDK目录》），与其签订委托处理协议，要求其仅按我们的指示处理、采取安全措施并在委托结束后删除。',
        '向小区组织提供：您的认证资料、表决票和签名会提供给您所在小区的小区组织，用于审核认证、统计表决和依法公示。工作台中手机号和证件号码以掩码显示。',
        '依法公示：表决结果按照法律法规和业主大会议事规则向全体业主公示。公示内容为统计结果和哈希链存证摘要，不公开单个业主的投票选择，法律法规或议事规则另有规定的除外。',
        '向政府部门提供：在街道办事处、居（村）民委员会等依法指导监督业主大会和业委会时，经小区组织同意或依法要求，可能提供必要的表决统计和档案材料。',
        '我们不会出售您的个人信息，不会向其他个人信息处理者提供，除非取得您的单独同意或法律法规另有规定。如因合并、分立、解散、被宣告破产等原因需要转移个人信息，我们将告知接收方名称和联系方式，接收方继续履行本政策的义务；变更处理目的或方式的，将重新取得您的同意。',
      ],
    },
    {
      id: 'cross-border',
      heading: '五、存储地点与期限',
      blocks: [
        '存储地点：您的个人信息存储在中华人民共和国境内，我们不向境外提供个人信息。如将来确需向境外提供，我们将依照《个人信息保护法》第三十八条至第三十九条履行安全评估或其他法定程序，并单独取得您的同意。',
        '存储期限：我们仅在实现处理目的所必要的最短期间内保存个人信息：',
        {
          list: [
            '账号信息：在账号存续期间保存；注销账号后15个工作日内删除或匿名化。',
            '业主认证资料：在您的业主身份有效期间保存；小区组织解除认证或您注销账号后删除，但作为表决依据的认证记录随表决档案保存。',
            '表决票、签名与存证链：作为业主大会会议档案，按照小区组织的档案管理要求保存；服务终止时按小区组织的指示移交或删除。',
            '人脸核验：人脸图像不在本平台留存，仅保存核验结论、时间和流水号，详见《人脸信息保护协议》。',
            '网络日志：保存不少于六个月，最长不超过三年。',
          ],
        },
        '超出保存期限后，我们将删除或匿名化处理您的个人信息；删除在技术上难以实现的，我们将停止除存储和采取必要安全保护措施之外的处理。',
      ],
    },
    {
      id: 'security',
      heading: '六、我们如何保护您的个人信息',
      blocks: [
        {
          list: [
            '按照网络安全等级保护制度建设和运行系统，对数据进行分类分级管理（《数据安全法》第二十一条、第二十七条）；',
            '传输全程使用HTTPS加密，证件号码等敏感信息加密存储、掩码显示；',
            '按最小权限原则授权，工作人员只能访问所属小区的数据，重要操作留痕审计；',
            '表决存证链在数据库层禁止修改和删除，任何人可复算核验；',
            '制定个人信息安全事件应急预案；发生或可能发生个人信息泄露、篡改、丢失时，我们将立即采取补救措施，并依照《个人信息保护法》第五十七条通知您和履行个人信息保护职责的部门。',
          ],
        },
      ],
    },
    {
      id: 'rights',
      heading: '七、您的权利',
      blocks: [
        '依照《个人信息保护法》第四十四条至第五十条，您享有以下权利：',
        {
          list: [
            '知情权、决定权：了解并决定您的个人信息如何被处理，可以限制或拒绝处理；',
            '查阅、复制权：在“我的”页面查看您的认证信息和表决记录，或联系我们获取副本；',
            '可携带权：符合国家网信部门规定条件的，可以请求将个人信息转移至您指定的处理者；',
            '更正、补充权：认证信息有误时，可以在业主认证页面重新提交或请小区组织更正；',
            '删除权：在处理目的已实现、您撤回同意、我们违法处理等情形下，可以请求删除；',
            '撤回同意：可以在相应功能中关闭授权或联系我们撤回同意；',
            '注销账号：可以在“我的”页面或通过客服申请注销；',
            '要求解释说明：可以要求我们对本政策和处理规则作出解释。',
          ],
        },
        '已经提交的表决票属于业主大会的会议记录，撤回同意或注销账号不影响已经依法形成的表决结果，但我们将停止其他处理并在档案保存期限届满后删除。',
        '您可以通过本政策第十条的联系方式行使权利。我们将在核验您的身份后15个工作日内答复；拒绝您的请求的，将说明理由。自然人死亡的，其近亲属为自身合法、正当利益，可以依照《个人信息保护法》第四十九条行使上述权利。',
      ],
    },
    {
      id: 'minors',
      heading: '八、未成年人的个人信息',
      blocks: [
        '本平台面向小区业主和小区组织工作人员，主要服务对象为成年人。不满十四周岁未成年人的个人信息属于敏感个人信息；未成年人作为房屋所有权人参与小区事务的，应由其监护人代为操作或在监护人同意后使用。我们发现在未取得监护人同意的情况下处理了不满十四周岁未成年人个人信息的，将尽快删除。',
      ],
    },
    {
      id: 'cookies',
      heading: '九、本地存储与同类技术',
      blocks: [
        '我们在您的浏览器本地存储中保存登录凭证、语言偏好等必要信息，以保持登录状态和显示设置。我们不使用第三方广告或跨站追踪技术。您可以在浏览器设置中清除本地存储，清除后需要重新登录。',
      ],
    },
    {
      id: 'contact',
      heading: '十、联系我们与投诉',
      blocks: [
        '如您对本政策有任何疑问、意见或投诉，或需要行使个人信息权利，可以通过以下方式联系我们：',
        {
          list: [
            '运营主体：{{op.name}}',
            '个人信息保护负责人邮箱：{{op.email}}',
            '客服电话：{{op.phone}}',
            '通信地址：{{op.address}}',
          ],
        },
        '如您对我们的答复不满意，或认为我们的处理行为损害了您的合法权益，可以向网信、公安、市场监管等履行个人信息保护职责的部门投诉举报，或向被告住所地有管辖权的人民法院提起诉讼。',
      ],
    },
    {
      id: 'updates',
      heading: '十一、本政策的更新',
      blocks: [
        '我们可能根据法律法规变化或业务调整更新本政策。更新后将在本页面发布并注明更新日期；涉及处理目的、处理方式或个人信息种类等重大变更的，我们将通过站内消息、短信或弹窗等显著方式通知您，需要取得同意的将重新取得您的同意。',
      ],
    },
  ],
};

const enUS: LegalDoc = {
  title: 'Gongzhi Platform Privacy Policy',
  updated: '21 November 2026',
  effective: '21 November 2026',
  intro: [
    'The Gongzhi platform (the "Platform") is an information system that provides community self-governance services to owners of residential communities, owners\' committees ("Committees"), preparatory groups for owners\' assemblies ("Preparatory Groups"), property service providers and community and street-office staff. It comprises a web workbench, owner H5 pages and related services. The Platform is operated by {{op.name}} (the "Gongzhi platform operator", "we" or "us").',
    'We have drawn up this Policy under the Personal Information Protection Law, the Data Security Law, the Cybersecurity Law and the Civil Code of the People\'s Republic of China and other laws and regulations to explain how we handle your personal information and what rights you have. Please read it carefully before using the Platform, in particular the parts about sensitive personal information marked "Important".',
  ],
  sections: [
    {
      id: 'controller',
      heading: '1. Who we are and the roles of each party',
      blocks: [
        'Personal information handler: {{op.name}}, registered address: {{op.address}}, contact of the person responsible for personal information protection: {{op.email}}, {{op.phone}}.',
        'Data on the Platform falls into two categories with different handlers:',
        {
          list: [
            'Account and platform-service data (such as your login mobile number, WeChat identifiers, login logs and feedback you submit to us): we decide the purposes and means of processing and are the personal information handler.',
            'Community self-governance data (such as house and owner rosters, owner-certification materials, ballots, questionnaire answers, proposal signatures, notices, finance and archive materials): the Committee, Preparatory Group or organisation lawfully acting in their place in your community (together, the "Community Organisation") decides the purposes and means and is the personal information handler; we process this data on its behalf under Article 21 of the Personal Information Protection Law, within the agreed purposes, means and scope, and return or delete it as agreed when the entrustment ends.',
          ],
        },
        'To exercise your rights over community self-governance data you may contact the Community Organisation directly or contact us, and we will assist the Community Organisation in handling your request.',
      ],
    },
    {
      id: 'collect',
      heading: '2. What personal information we collect and why',
      blocks: [
        'We collect only the personal information necessary for each feature. The full list per feature is in the Personal Information Collection List.',
        {
          list: [
            'Registration and login: mobile number and SMS verification code; with WeChat login, your WeChat OpenID/UnionID, nickname and avatar (only after you authorise it). Purpose: to create your account, verify your identity and keep your account secure.',
            "Owner certification: name, ID type, ID number, community, building, house number, floor area and photos of property-right documents; if you choose face verification, your face information is also processed (see the Face Information Protection Agreement). Purpose: to confirm that you own the house so that you can lawfully vote in the owners' assembly.",
            "Owners' assembly votes, quick resolutions and questionnaires: your choices, voting time, electronic signature (handwritten signature image), paper-ballot entry data and delivery records. Purpose: to count the result under Article 278 of the Civil Code and produce a verifiable voting record.",
            'Proposals and joint signatures: proposal content, signatures and signing time. Purpose: to start and count joint proposals by owners.',
            'File upload: images and documents you upload with their names, sizes and upload times. Purpose: to submit supporting materials and keep archives.',
            'Staff using the workbench: name, mobile number, Community Organisation or government department, position and operation records. Purpose: to grant workbench access and audit operations.',
            'Device and log information: IP address, browser type, access time, pages visited and error logs. Purpose: network security and troubleshooting; under Article 21 of the Cybersecurity Law, network logs are kept for no less than six months.',
            'AI property adviser (beta): the text of your questions. Purpose: to search the knowledge base and compose an answer. Please do not include personal identity information in your questions.',
          ],
        },
        'Important: ID numbers, face information, electronic signatures and property-related financial information are sensitive personal information. We process them only for a specific purpose, where sufficiently necessary and under strict protection, and with your separate consent beforehand (except where laws and regulations provide that consent is not needed). ID numbers are only ever displayed masked (e.g. "3301**********1234").',
      ],
    },
    {
      id: 'basis',
      heading: '3. Legal bases for processing',
      blocks: [
        'Under Article 13 of the Personal Information Protection Law we process personal information where:',
        {
          list: [
            'we have your consent, including separate consent for sensitive personal information;',
            'it is necessary to conclude or perform a contract to which you are a party, such as providing your account and ordered services;',
            'it is necessary to fulfil statutory duties or obligations, such as keeping network logs or responding to lawful requests from competent authorities;',
            'it is processed within a reasonable scope in the public interest, or concerns information you have made public yourself or that has been lawfully made public, within a reasonable scope;',
            'other circumstances provided by laws and administrative regulations apply.',
          ],
        },
        'You may withdraw your consent; withdrawal does not affect the validity of processing carried out on the basis of consent before it was withdrawn.',
      ],
    },
    {
      id: 'share',
      heading: '4. Entrusted processing, provision, transfer and disclosure',
      blocks: [
        'Entrusted processing: we engage cloud, SMS, object-storage, real-name verification and similar service providers to help provide the service (see the Third-Party SDK List). We sign entrusted-processing agreements requiring them to process only on our instructions, take security measures and delete the data when the entrustment ends.',
        'Provision to the Community Organisation: your certification materials, ballots and signatures are provided to the Community Organisation of your community to review certification, count votes and publish results as the law requires. On the workbench, mobile numbers and ID numbers are masked.',
        "Lawful publication: voting results are published to all owners as laws, regulations and the rules of procedure of the owners' assembly require. What is published is the tally and the hash-chain evidence summary; individual owners' choices are not published unless laws, regulations or the rules of procedure provide otherwise.",
        "Provision to government departments: when street offices, residents' (villagers') committees and similar bodies lawfully guide and supervise the owners' assembly and the Committee, the necessary vote statistics and archive materials may be provided with the Community Organisation's agreement or as the law requires.",
        "We do not sell your personal information and do not provide it to other personal information handlers unless you give separate consent or laws and regulations provide otherwise. If personal information must be transferred because of a merger, division, dissolution, declaration of bankruptcy or similar, we will tell you the recipient's name and contact details, and the recipient will continue to perform the obligations of this Policy; if it changes the purpose or means of processing it will ask for your consent again.",
      ],
    },
    {
      id: 'cross-border',
      heading: '5. Storage location and retention',
      blocks: [
        "Location: your personal information is stored within the People's Republic of China and we do not provide personal information outside China. Should this ever become truly necessary, we will complete the security assessment or other statutory procedures under Articles 38 and 39 of the Personal Information Protection Law and obtain your separate consent.",
        'Retention: we keep personal information only for the shortest period necessary for the purpose:',
        {
          list: [
            'Account information: while the account exists; deleted or anonymised within 15 working days after the account is cancelled.',
            'Owner-certification materials: while your owner status is valid; deleted when the Community Organisation revokes the certification or you cancel your account, but certification records on which a vote relied are kept with the voting archive.',
            "Ballots, signatures and the evidence chain: kept as records of the owners' assembly according to the Community Organisation's archive rules; handed over or deleted on its instructions when the service ends.",
            'Face verification: face images are not kept on the Platform; only the result, time and transaction number are kept, as set out in the Face Information Protection Agreement.',
            'Network logs: kept for no less than six months and no more than three years.',
          ],
        },
        'After the retention period we delete or anonymise your personal information; where deletion is technically difficult, we stop all processing other than storage and necessary security measures.',
      ],
    },
    {
      id: 'security',
      heading: '6. How we protect your personal information',
      blocks: [
        {
          list: [
            'We build and run the system under the multi-level protection scheme for cybersecurity and manage data by category and grade (Articles 21 and 27 of the Data Security Law);',
            'all transmission is encrypted with HTTPS; ID numbers and other sensitive information are stored encrypted and displayed masked;',
            "access follows the least-privilege principle: staff can reach only their own community's data, and important operations are logged for audit;",
            'the voting evidence chain cannot be modified or deleted at database level, and anyone can recompute and verify it;',
            'we keep an incident response plan for personal information security; if personal information is or may be leaked, tampered with or lost, we take remedial measures immediately and notify you and the departments responsible for personal information protection under Article 57 of the Personal Information Protection Law.',
          ],
        },
      ],
    },
    {
      id: 'rights',
      heading: '7. Your rights',
      blocks: [
        'Under Articles 44 to 50 of the Personal Information Protection Law you have the following rights:',
        {
          list: [
            'to know and to decide: to know and decide how your personal information is processed, and to restrict or refuse processing;',
            'to access and copy: to view your certification information and voting records on the "Me" page, or to contact us for a copy;',
            'to portability: where the conditions set by the national cyberspace authority are met, to ask for your personal information to be transferred to a handler you designate;',
            'to correct and complete: to resubmit on the owner-certification page or ask the Community Organisation to correct inaccurate certification information;',
            'to deletion: to request deletion where the purpose has been achieved, you withdraw consent, we process unlawfully and in similar cases;',
            'to withdraw consent: by turning off the authorisation in the relevant feature or by contacting us;',
            'to cancel your account: on the "Me" page or through customer service;',
            'to an explanation: to ask us to explain this Policy and our processing rules.',
          ],
        },
        "A ballot you have cast is part of the records of the owners' assembly; withdrawing consent or cancelling your account does not affect voting results already lawfully reached, but we stop any other processing and delete the data when the archive retention period ends.",
        'You may exercise your rights through the contact details in section 10. We will reply within 15 working days after verifying your identity and give reasons if we refuse your request. Where a natural person has died, their next of kin may exercise these rights for their own lawful and legitimate interests under Article 49 of the Personal Information Protection Law.',
      ],
    },
    {
      id: 'minors',
      heading: '8. Personal information of minors',
      blocks: [
        "The Platform serves owners and Community Organisation staff and is intended mainly for adults. Personal information of minors under fourteen is sensitive personal information; where a minor owns a house and takes part in community affairs, a guardian should act for them or consent before they use the Platform. If we find that we have processed the personal information of a minor under fourteen without a guardian's consent, we will delete it as soon as possible.",
      ],
    },
    {
      id: 'cookies',
      heading: '9. Local storage and similar technologies',
      blocks: [
        "We keep your login credential, language preference and other necessary items in your browser's local storage to keep you logged in and remember display settings. We use no third-party advertising or cross-site tracking technologies. You can clear local storage in your browser settings; you will then need to log in again.",
      ],
    },
    {
      id: 'contact',
      heading: '10. Contact and complaints',
      blocks: [
        'If you have any question, comment or complaint about this Policy, or wish to exercise your rights, you can contact us:',
        {
          list: [
            'Operating entity: {{op.name}}',
            'E-mail of the person responsible for personal information protection: {{op.email}}',
            'Customer service phone: {{op.phone}}',
            'Postal address: {{op.address}}',
          ],
        },
        "If you are not satisfied with our reply, or believe our processing harms your lawful rights and interests, you may complain to the cyberspace, public security, market regulation or other departments responsible for personal information protection, or sue in the competent people's court at the defendant's domicile.",
      ],
    },
    {
      id: 'updates',
      heading: '11. Updates to this Policy',
      blocks: [
        'We may update this Policy as laws change or our services change. Updates are published on this page with the update date; for material changes such as to the purposes or means of processing or the types of personal information, we will notify you prominently by in-app message, SMS or pop-up, and ask for your consent again where consent is required.',
      ],
    },
  ],
};

/** 隐私政策 (/mobile/policy). */
export const privacyPolicy: AreaLocale<LegalDoc> = { zhCN, enUS };
