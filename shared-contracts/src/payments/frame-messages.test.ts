import { readThreeDSFrameMessage, THREE_DS_FRAME_MESSAGE_TYPES } from './frame-messages';

const SERVER_TRANS_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('3-D Secure frame messages', () => {
  it.each([
    { type: THREE_DS_FRAME_MESSAGE_TYPES.methodCompleted, server_trans_id: SERVER_TRANS_ID },
    {
      type: THREE_DS_FRAME_MESSAGE_TYPES.challengeCompleted,
      server_trans_id: SERVER_TRANS_ID,
      trans_status: 'Y',
    },
    {
      type: THREE_DS_FRAME_MESSAGE_TYPES.challengeCompleted,
      server_trans_id: SERVER_TRANS_ID,
      trans_status: 'N',
    },
  ])('reads %p', (message) => {
    expect(readThreeDSFrameMessage(message)).toEqual(message);
  });

  it.each([
    ['another window’s message', { type: 'webpackHotUpdate' }],
    ['a text', 'threeds.method-completed'],
    ['nothing', undefined],
    [
      'a challenge without its status',
      { type: 'threeds.challenge-completed', server_trans_id: SERVER_TRANS_ID },
    ],
    [
      'an unknown status',
      { type: 'threeds.challenge-completed', server_trans_id: SERVER_TRANS_ID, trans_status: 'X' },
    ],
    ['a transaction id that is not one', { type: 'threeds.method-completed', server_trans_id: '12' }],
  ])('ignores %s', (_name, data) => {
    expect(readThreeDSFrameMessage(data)).toBeUndefined();
  });
});
