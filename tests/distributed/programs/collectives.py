"""Exact results of the collectives on every rank (run by mpirun with 2 or 3 ranks)."""
import numpy as np

import paddle.distributed as dist
from paddle.distributed.buckets import Bucket, reduce_bucket
from paddle.distributed.selection import launched_size
from paddle.core.scope import Scope

comm = dist.communicator()
r, n = comm.rank, comm.size
assert comm.name == "mpi" and n == launched_size() > 1, (comm.name, n)  # Open MPI or MPICH

for dtype in (np.float32, np.float64, np.int64):
    buf = np.arange(5, dtype=dtype) * (r + 1)
    comm.allreduce(buf)
    assert np.array_equal(buf, np.arange(5, dtype=dtype) * (n * (n + 1) // 2)), (dtype, buf)

for root in (0, n - 1):
    buf = np.full(3, float(r))
    comm.bcast(buf, root=root)
    assert np.array_equal(buf, np.full(3, float(root))), buf

assert comm.bcast_object({"from": r}) == {"from": 0}
assert comm.allgather_object(r * 10) == [10 * i for i in range(n)]
comm.barrier()

# a bucket: gradients summed over the ranks; the last rank's batch is padding (weight 0); mean divides by n
scope = Scope()
scope.new_var("a@GRAD").set(np.full((2, 2), r + 1.0, dtype=np.float32))
scope.new_var("b@GRAD").set(np.full(3, 10.0 * (r + 1), dtype=np.float32))
weight = 0.0 if r == n - 1 else 1.0
reduce_bucket(comm, scope, Bucket(("a@GRAD", "b@GRAD"), "float32"), weight=weight, mean=True, label="step 0, bucket 0")
real = sum(range(1, n))  # ranks 0..n-2 contribute r + 1
assert np.array_equal(scope.var("a@GRAD").value, np.full((2, 2), real / n, dtype=np.float32)), scope.var("a@GRAD").value
assert np.array_equal(scope.var("b@GRAD").value, np.full(3, 10.0 * real / n, dtype=np.float32))

# a sharded reader: contiguous parts, the same global batches everywhere, a padded part never empty
batches = [[1, 2, 3, 4, 5], [6]]
parts = list(dist.shard(lambda: iter(batches))())
sizes = dist.split_sizes(5, n)
start = sum(sizes[:r])
assert parts[0] == [1, 2, 3, 4, 5][start:start + sizes[r]] and parts[0].global_size == 5 and parts[0].weight == 1.0
assert parts[1] == [6] and parts[1].weight == (1.0 if r == 0 else 0.0) and parts[1].global_size == 1
print(f"rank {r} of {n}: collectives exact")
