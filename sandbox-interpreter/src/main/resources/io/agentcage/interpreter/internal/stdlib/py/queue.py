"""Queues (queue) for one thread: Queue, LifoQueue, PriorityQueue, SimpleQueue with CPython's methods and messages.
The sandbox runs one thread, so a call that would wait for another thread waits as CPython would: with a timeout it
sleeps the timeout (counted against the execution's timeout) and raises Empty/Full; without one it would wait
forever, which ends the execution with a TIMEOUT at once."""

import heapq as _heapq
import types as _types
import time as _time
from collections import deque as _deque

__all__ = ['Empty', 'Full', 'Queue', 'PriorityQueue', 'LifoQueue', 'SimpleQueue']


class Empty(Exception):
    'Exception raised by Queue.get(block=0)/get_nowait().'
    __module__ = '_queue'   # CPython's is _queue.Empty


class Full(Exception):
    'Exception raised by Queue.put(block=0)/put_nowait().'
    pass


def _wait_forever():
    # no other thread can ever change the queue: CPython would block until the process is killed
    _time.sleep(10 ** 9)


def _check_timeout(timeout):
    if timeout is not None and timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")


class Queue:
    '''Create a queue object with a given maximum size.

    If maxsize is <= 0, the queue size is infinite.
    '''

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0

    def task_done(self):
        unfinished = self.unfinished_tasks - 1
        if unfinished < 0:
            raise ValueError('task_done() called too many times')
        self.unfinished_tasks = unfinished

    def join(self):
        if self.unfinished_tasks:
            _wait_forever()

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        if self.maxsize > 0 and self._qsize() >= self.maxsize:
            if not block:
                raise Full
            _check_timeout(timeout)
            if timeout is None:
                _wait_forever()
            _time.sleep(timeout)
            raise Full
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        if not self._qsize():
            if not block:
                raise Empty
            _check_timeout(timeout)
            if timeout is None:
                _wait_forever()
            _time.sleep(timeout)
            raise Empty
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    def _init(self, maxsize):
        self.queue = _deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    @classmethod
    def __class_getitem__(cls, item):
        return _types.GenericAlias(cls, item)


class PriorityQueue(Queue):
    '''Variant of Queue that retrieves open entries in priority order (lowest first).'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        _heapq.heappush(self.queue, item)

    def _get(self):
        return _heapq.heappop(self.queue)


class LifoQueue(Queue):
    '''Variant of Queue that retrieves most recently added entries first.'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    '''Simple, unbounded FIFO queue.'''

    def __init__(self):
        self._queue = _deque()

    def put(self, item, block=True, timeout=None):
        self._queue.append(item)

    def get(self, block=True, timeout=None):
        if not self._queue:
            if not block:
                raise Empty
            _check_timeout(timeout)
            if timeout is None:
                _wait_forever()
            _time.sleep(timeout)
            raise Empty
        return self._queue.popleft()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return len(self._queue) == 0

    def qsize(self):
        return len(self._queue)

    @classmethod
    def __class_getitem__(cls, item):
        return _types.GenericAlias(cls, item)
