import { agentSchema } from '@maplestone/shared/schemas/agents';
import { leadRecordSchema } from '@maplestone/shared/schemas/leads';
import { describe, expect, it, vi } from 'vitest';

// The module reads the table's name at import; nothing here touches the table.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test';
  process.env.AWS_REGION ??= 'ca-central-1';
});

const { CorruptItemError, toEntity } = await import('../../../functions/src/data/query');

/*
 * Items read from the table are parsed with their entity's shared schema (issue 19 item 1): the entity
 * comes out with only the spec's fields, and an item that does not match is a typed error where it is read.
 */
const lead = {
  PK: 'LEAD#lead-1',
  SK: 'LEAD',
  GSI3PK: 'LEAD#UNEXPORTED',
  GSI4PK: 'EMAIL#jane@example.com',
  _et: 'lead',
  _exportedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T09:59:00.000Z',
  id: 'lead-1',
  agent_id: null,
  client_name: 'Jane Doe',
  client_email: 'jane@example.com',
  client_phone: '416-555-0199',
  type: 'contact',
  source: 'contact_form',
  status: 'new',
  message: 'Hello',
  notes: null,
  metadata: null,
  created_at: '2026-11-01T09:59:00.000Z',
  updated_at: null,
};

describe('toEntity', () => {
  it('answers the entity: the table’s keys, indexes, stamps and internal fields left out', () => {
    const entity = toEntity(leadRecordSchema, lead);
    expect(entity).toMatchObject({ id: 'lead-1', client_name: 'Jane Doe', status: 'new' });
    for (const name of ['PK', 'SK', 'GSI3PK', 'GSI4PK', '_et', '_exportedAt', 'createdAt']) {
      expect(entity).not.toHaveProperty(name);
    }
  });

  it('answers undefined for no item', () => {
    expect(toEntity(agentSchema, undefined)).toBeUndefined();
  });

  it('throws a CorruptItemError naming the item and the fields, not their values', () => {
    const corrupt = { ...lead, status: 'lost-in-transit', created_at: 42, client_email: 'x'.repeat(300) };
    let thrown: unknown;
    try {
      toEntity(leadRecordSchema, corrupt);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CorruptItemError);
    const error = thrown as InstanceType<typeof CorruptItemError>;
    expect(error.key).toEqual({ PK: 'LEAD#lead-1', SK: 'LEAD' });
    expect(error.paths.sort()).toEqual(['client_email', 'created_at', 'status']);
    expect(error.message).toContain('LEAD#lead-1');
    expect(error.message).not.toContain('lost-in-transit');
    expect(error.message).not.toContain('xxxx');
  });
});
