import collections
print(collections.abc.Mapping, isinstance({}, collections.abc.Mapping), isinstance([], collections.abc.Sequence))
print(issubclass(collections.OrderedDict, collections.abc.MutableMapping), isinstance(iter([]), collections.abc.Iterator))
