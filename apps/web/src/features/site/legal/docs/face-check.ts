import type { AreaLocale } from '../../../../locales/i18n';
import type { LegalDoc } from '../legal-types';

const zhCN: LegalDoc = {
  title: '人脸信息保护协议',
  updated: '2026年11月21日',
  effective: '2026年11月21日',
  intro: [
    '本协议是共治平台运营方{{op.name}}（以下简称“我们”）就业主身份认证中的人脸核验向您作出的专门告知，是《共治平台隐私政策》的组成部分。人脸信息是敏感个人信息，一旦泄露或被非法使用，可能导致您的人格尊严或人身、财产安全受到危害。请您仔细阅读，在充分理解后自主决定是否同意。',
  ],
  sections: [
    {
      id: 'scope',
      heading: '一、适用范围与处理依据',
      blocks: [
        '本协议适用于您在共治平台业主H5中进行业主实名认证、身份核验时使用的人脸核验功能。',
        '我们依据《中华人民共和国个人信息保护法》第二十八条至第三十条、《中华人民共和国民法典》人格权编、《最高人民法院关于审理使用人脸识别技术处理个人信息相关民事案件适用法律若干问题的规定》以及《人脸识别技术应用安全管理办法》处理人脸信息，并就此单独取得您的同意。',
      ],
    },
    {
      id: 'purpose',
      heading: '二、处理目的与必要性',
      blocks: [
        '业主大会表决直接关系全体业主的共同利益，依照《民法典》第二百七十八条，表决需要按专有部分面积和业主人数计算。为防止他人冒用您的身份进行认证、投票或签名，我们在以下场景使用人脸核验确认“操作者是证件本人”：',
        {
          list: [
            '首次申请成为某房屋的认证业主；',
            '更换登录手机号或找回账号；',
            '小区组织在重要表决中要求签名前进行本人核验。',
          ],
        },
        '我们不将人脸信息用于上述目的之外的任何用途，不用于身份识别以外的分析，不用于营销或用户画像。',
      ],
    },
    {
      id: 'items',
      heading: '三、处理的信息与方式',
      blocks: [
        {
          list: [
            '处理的信息：您在核验时实时拍摄的人脸图像或短视频（含动作活体检测）、您填写的姓名和身份证号码。',
            '处理方式：上述信息经加密传输至受托的实名核验服务商{{op.identityProvider}}，由其与权威身份数据源比对，向我们返回“通过/不通过”及核验流水号。',
            '我们不建立人脸数据库，不提取、保存人脸特征值，不将人脸信息用于一对多检索。',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: '四、存储与保存期限',
      blocks: [
        {
          list: [
            '本平台不存储您的人脸图像、视频或人脸特征；核验完成后即从我们的服务器内存中清除。',
            '受托服务商仅在完成比对所需的时间内处理，比对完成后按照委托处理协议立即删除，不得留存或另作他用。',
            '我们仅保存核验结论、核验时间、核验流水号，用于证明认证过程合法有效，保存期限与您的业主认证记录相同。',
            '人脸信息存储于中华人民共和国境内，不向境外提供。',
          ],
        },
      ],
    },
    {
      id: 'alternative',
      heading: '五、替代方式：您可以不使用人脸核验',
      blocks: [
        '人脸核验不是认证的唯一方式。如您不同意本协议，可以选择上传不动产权证书、购房合同等产权证明材料和身份证件，由小区业委会或筹备组在两个工作日内人工审核。拒绝人脸核验不影响您使用本平台的其他功能，也不影响您依法参加表决的权利。',
        '不满十四周岁的未成年人不得使用人脸核验，应由监护人通过替代方式办理。',
      ],
    },
    {
      id: 'security',
      heading: '六、安全保护措施',
      blocks: [
        {
          list: [
            '人脸信息全程使用加密通道传输，不在终端或服务器持久化保存；',
            '与受托服务商签订委托处理协议，约定处理目的、期限、方式、安全措施与删除义务，并对其进行监督；',
            '仅限核验服务调用，工作人员无法查看您的人脸图像；',
            '处理人脸信息前依法开展个人信息保护影响评估，评估报告和处理记录至少保存三年。',
          ],
        },
      ],
    },
    {
      id: 'rights',
      heading: '七、您的权利与撤回同意',
      blocks: [
        '您可以随时撤回对人脸核验的同意：在核验页面选择其他认证方式，或通过《隐私政策》中的联系方式联系我们。撤回后，已完成的认证结果仍然有效，后续需要核验时将改用替代方式。',
        '您还享有查阅、复制、更正、删除核验记录以及要求我们解释说明的权利，具体见《隐私政策》第七条。我们将在15个工作日内答复。',
      ],
    },
    {
      id: 'consent',
      heading: '八、单独同意',
      blocks: [
        '您在人脸核验页面勾选“我已阅读并同意《人脸信息保护协议》”并点击开始核验，即表示您就本协议所述的人脸信息处理作出单独同意。未勾选时，我们不会启动摄像头，也不会采集任何人脸信息。',
        '如对本协议有疑问，请联系：{{op.email}}、{{op.phone}}。',
      ],
    },
  ],
};

const enUS: LegalDoc = {
  title: 'Face Information Protection Agreement',
  updated: '21 November 2026',
  effective: '21 November 2026',
  intro: [
    'This Agreement is a specific notice from the Gongzhi platform operator, {{op.name}} ("we"), about face verification during owner identity certification, and forms part of the Gongzhi Platform Privacy Policy. Face information is sensitive personal information: once leaked or unlawfully used, it may harm your personal dignity or the safety of your person or property. Please read it carefully and decide freely, with full understanding, whether to agree.',
  ],
  sections: [
    {
      id: 'scope',
      heading: '1. Scope and legal basis',
      blocks: [
        'This Agreement applies to the face verification feature you use for owner real-name certification and identity checks in the Gongzhi owner H5.',
        "We process face information under Articles 28 to 30 of the Personal Information Protection Law, the Personality Rights Book of the Civil Code, the Supreme People's Court Provisions on Several Issues Concerning the Application of Law in Civil Cases Involving the Use of Face Recognition Technology to Process Personal Information, and the Measures for the Security Management of Face Recognition Technology Applications, and obtain your separate consent for it.",
      ],
    },
    {
      id: 'purpose',
      heading: '2. Purpose and necessity',
      blocks: [
        'Owners\' assembly votes directly concern the common interests of all owners, and under Article 278 of the Civil Code they are counted by exclusive-part area and number of owners. To prevent others from using your identity to certify, vote or sign, we use face verification to confirm that "the person operating is the holder of the ID" in these situations:',
        {
          list: [
            'when you first apply to become the certified owner of a house;',
            'when you change your login mobile number or recover your account;',
            'when the Community Organisation requires identity verification before signing in an important vote.',
          ],
        },
        'We use face information for no purpose other than the above, for no analysis beyond identity verification, and never for marketing or profiling.',
      ],
    },
    {
      id: 'items',
      heading: '3. Information processed and how',
      blocks: [
        {
          list: [
            'Information processed: the face image or short video (including motion liveness detection) you capture live during verification, and the name and resident ID number you enter.',
            'How: this information is sent encrypted to the entrusted real-name verification provider {{op.identityProviderEn}}, which compares it with an authoritative identity data source and returns "pass/fail" and a transaction number to us.',
            'We build no face database, neither extract nor store face templates, and never use face information for one-to-many searches.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: '4. Storage and retention',
      blocks: [
        {
          list: [
            'The Platform does not store your face images, videos or face templates; they are cleared from our server memory as soon as verification finishes.',
            'The entrusted provider processes them only for the time the comparison needs and deletes them immediately afterwards under the entrusted-processing agreement; it may not keep them or use them for anything else.',
            'We keep only the verification result, time and transaction number to prove that certification was lawful and valid, for as long as your owner-certification record is kept.',
            "Face information is stored within the People's Republic of China and is not provided outside China.",
          ],
        },
      ],
    },
    {
      id: 'alternative',
      heading: '5. Alternative: you need not use face verification',
      blocks: [
        "Face verification is not the only way to certify. If you do not agree to this Agreement, you may instead upload property-right documents such as the real-estate title certificate or purchase contract together with your ID, to be reviewed manually by the Committee or Preparatory Group within two working days. Refusing face verification does not affect your use of the Platform's other features or your right to vote lawfully.",
        'Minors under fourteen may not use face verification; their guardians should use the alternative instead.',
      ],
    },
    {
      id: 'security',
      heading: '6. Security measures',
      blocks: [
        {
          list: [
            'face information travels only over encrypted channels and is never persisted on devices or servers;',
            'we sign entrusted-processing agreements with providers setting out the purpose, period, means, security measures and duty to delete, and supervise them;',
            'it is accessible only to the verification service call; staff cannot view your face image;',
            'before processing face information we carry out a personal information protection impact assessment as the law requires, and keep the report and processing records for at least three years.',
          ],
        },
      ],
    },
    {
      id: 'rights',
      heading: '7. Your rights and withdrawing consent',
      blocks: [
        'You may withdraw your consent to face verification at any time by choosing another certification method on the verification page or by contacting us through the details in the Privacy Policy. After withdrawal, certification already completed remains valid, and any later verification will use the alternative.',
        'You also have the rights to access, copy, correct and delete verification records and to ask us for explanations, as set out in section 7 of the Privacy Policy. We will reply within 15 working days.',
      ],
    },
    {
      id: 'consent',
      heading: '8. Separate consent',
      blocks: [
        'By ticking "I have read and agree to the Face Information Protection Agreement" on the face verification page and tapping to start, you give separate consent to the processing of face information described in this Agreement. Without the tick, we neither start the camera nor collect any face information.',
        'For questions about this Agreement please contact: {{op.email}}, {{op.phone}}.',
      ],
    },
  ],
};

/** 人脸信息保护协议 (/mobile/FaceCheckPolicy). */
export const faceCheckPolicy: AreaLocale<LegalDoc> = { zhCN, enUS };
