import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('createQueryClient', () => {
  it('still sends a mutation while the browser claims to be offline', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    const mutation = client.getMutationCache().build(client, { mutationFn: async () => 'saved' });
    await expect(mutation.execute(undefined)).resolves.toBe('saved');
  });

  it('still fetches a query while the browser claims to be offline', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: async () => 42 })).resolves.toBe(42);
  });

  it('does not retry a client error', async () => {
    const client = createQueryClient();
    let calls = 0;
    const failing = client.fetchQuery({
      queryKey: ['refused'],
      queryFn: async () => {
        calls += 1;
        throw { code: 400, message: 'bad', options: { url: '/x' } };
      },
    });
    await expect(failing).rejects.toMatchObject({ code: 400 });
    expect(calls).toBe(1);
  });

  it('does not retry a failure of the error catalogue, and retries a 5xx or no answer once', async () => {
    const client = createQueryClient();
    const attempts = async (failure: object) => {
      let calls = 0;
      await client
        .fetchQuery({
          queryKey: ['failing', failure],
          queryFn: async () => {
            calls += 1;
            throw { message: '', options: { url: '/x' }, ...failure };
          },
          retryDelay: 0,
        })
        .catch(() => null);
      return calls;
    };
    expect(await attempts({ code: 534, status: 409 })).toBe(1);
    expect(await attempts({ code: -1, status: 200 })).toBe(1);
    expect(await attempts({ code: 100001, status: 403 })).toBe(1);
    expect(await attempts({ code: 500, status: 500 })).toBe(2);
    expect(await attempts({ code: 0, status: 0 })).toBe(2);
  });
});
