import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { isValidMobile } from '@gongzhi/domain/account/login-rules';
import { IdCardType } from '@gongzhi/domain/certification/certification-enums';
import { isValidDocumentNumber } from '@gongzhi/domain/certification/certification-rules';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { type House, replaceHouseOwners, residentListQuery, rosterKey } from './roster-api';
import { FormModal, type ModalFormProps, useSave } from './roster-forms';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';

type OwnerRow = { ownerName: string; mobile: string; cardType: IdCardType; cardNo?: string };
type ReplaceValues = { owners: OwnerRow[] };

/** At most this many owners per house, as the server's updateOwner accepts. */
const MAX_OWNERS = 20;

/**
 * 更换业主 (updateOwner): the whole owner list of a house in one save, e.g. after a sale. Owners who
 * stay keep their confirmation; an ID number left empty keeps the one on file; tenants and family
 * members are not touched.
 */
export function ReplaceOwnersModal({
  open,
  communityInfoCode,
  house,
  onClose,
}: ModalFormProps<House> & { house: House }) {
  const { t } = useTranslation('roster');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<ReplaceValues>();
  const { saving, run } = useSave(form, 'owners');

  const submit = async (values: ReplaceValues) => {
    const rows = values.owners ?? [];
    const saved = await run(() =>
      replaceHouseOwners(
        communityInfoCode,
        house.houseCode,
        rows.map((row) => {
          const cardNo = row.cardNo?.trim();
          return {
            ownerName: row.ownerName.trim(),
            mobile: row.mobile.trim(),
            cardType: cardNo ? row.cardType : undefined,
            cardNo: cardNo || undefined,
          };
        }),
      ),
    );
    if (!saved) return;
    void message.success(t('replaceOwners.saved'));
    await client.invalidateQueries({ queryKey: rosterKey(communityInfoCode) });
    onClose();
  };

  // The drawer has loaded the residents already; the form opens with the owners among them.
  const residents = useQuery({ ...residentListQuery(communityInfoCode, house.houseCode), enabled: open });
  const initialOwners: OwnerRow[] = (residents.data ?? [])
    .filter((link) => link.relationType === 'OWNER')
    .map((link) => ({
      ownerName: link.ownerName ?? '',
      mobile: link.mobile,
      cardType: link.cardType ?? 'RESIDENT_ID_CARD',
    }));

  return (
    <FormModal<ReplaceValues>
      open={open && residents.isSuccess}
      title={t('replaceOwners.title')}
      onClose={onClose}
      form={form}
      saving={saving}
      name="replace-owners-form"
      initialValues={{ owners: initialOwners }}
      onFinish={submit}
    >
      <Typography.Paragraph type="secondary">{t('replaceOwners.hint')}</Typography.Paragraph>
      <Form.List name="owners">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <fieldset
                key={field.key}
                className="replace-owners__row"
                aria-label={t('replaceOwners.row', { n: index + 1 })}
              >
                <legend>
                  {t('replaceOwners.row', { n: index + 1 })}
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<MinusCircleOutlined />}
                    aria-label={t('replaceOwners.remove', { n: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </legend>
                <Form.Item
                  name={[field.name, 'ownerName']}
                  label={t('ownerForm.ownerName')}
                  rules={[
                    { required: true, whitespace: true, message: t('ownerForm.ownerNameRequired') },
                    { max: 50 },
                  ]}
                >
                  <Input maxLength={50} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'mobile']}
                  label={t('ownerForm.mobile')}
                  validateTrigger="onBlur"
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_rule, value: string | undefined) => {
                        const mobile = (value ?? '').trim();
                        if (!isValidMobile(mobile)) return Promise.reject(new Error(MESSAGES.mobileInvalid));
                        const all = (getFieldValue('owners') as OwnerRow[] | undefined) ?? [];
                        const same = all.filter((row) => row?.mobile?.trim() === mobile).length;
                        return same > 1
                          ? Promise.reject(new Error(t('replaceOwners.duplicate')))
                          : Promise.resolve();
                      },
                    }),
                  ]}
                >
                  <Input inputMode="numeric" maxLength={11} />
                </Form.Item>
                <Form.Item name={[field.name, 'cardType']} label={t('ownerForm.cardType')}>
                  <Select options={enumLabel.options(IdCardType)} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'cardNo']}
                  label={t('ownerForm.cardNo')}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_rule, value: string | undefined) => {
                        const text = (value ?? '').trim();
                        const type = getFieldValue(['owners', field.name, 'cardType']) as IdCardType;
                        return !text || isValidDocumentNumber(type, text)
                          ? Promise.resolve()
                          : Promise.reject(new Error(MESSAGES.idCardInvalid));
                      },
                    }),
                  ]}
                >
                  <Input placeholder={t('replaceOwners.cardNoKeep')} maxLength={30} />
                </Form.Item>
              </fieldset>
            ))}
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              disabled={fields.length >= MAX_OWNERS}
              onClick={() => add({ ownerName: '', mobile: '', cardType: 'RESIDENT_ID_CARD' })}
            >
              {t('replaceOwners.add')}
            </Button>
            {fields.length === 0 ? (
              <Typography.Text type="warning">{t('replaceOwners.noneWarning')}</Typography.Text>
            ) : null}
          </>
        )}
      </Form.List>
    </FormModal>
  );
}
