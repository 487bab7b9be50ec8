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
});
