"""v2's lambda_cost (LambdaRank): the op `lambda_cost` (kernels/lambda_cost.py) with v2's
signature and checks."""
from __future__ import annotations

from typing import Any

from paddle.registry import ConfigError, InputError
from paddle.tape import TapeItem

from .layers_support import Builder, bad_argument, compose, positive_int

WHERE = "lambda_cost"


def _layer(argument: str, value: Any) -> TapeItem:
    if not isinstance(value, TapeItem):
        raise bad_argument(WHERE, argument, "type", value, "should be a layer")
    return value


def _sequence_of_one(argument: str, item: TapeItem, x: Any, what: str) -> None:
    """x (layer `item`'s output) holds sequences (one query each) of one value a document. Checked
    while the layer is configured (on the tape), as the registry checks an op's inputs."""
    info = x.info
    if str(getattr(info.seq_type, "value", info.seq_type)) == "none":
        # rule "seq_type": what the layer's data holds, as the registry's input checks say it
        raise InputError(f"{WHERE} layer: {argument} should be a sequence ({what}, one query's documents a "
                         f"sequence), got layer '{item.name}' ({item.layer}) of one row a sample", layer=WHERE,
                         argument=argument, rule="seq_type", value=item.name)
    dims = list(info.shape[1:])
    if dims != [1]:
        raise InputError(f"{WHERE} layer: {argument} should hold one value a document ({what}), got "
                         f"{dims} values a row from layer '{item.name}'", layer=WHERE, argument=argument,
                         rule="shape", value=dims)


def lambda_cost(input: TapeItem, score: TapeItem, name: str | None = None, NDCG_num: int = 5,  # noqa: N803
                max_sort_size: int = -1, layer_attr: Any = None) -> TapeItem:
    """v2's LambdaRank cost. `input`: the model's score of each document, `score`: its relevance
    grade (>= 0), both sequences of one query's documents. Each row gets its query's NDCG@NDCG_num
    of the order `input` ranks the documents in (a query shorter than NDCG_num: its whole list;
    v2 refused it); training follows v2's lambdas, formed over the first `max_sort_size` places of
    the relevance order (-1: every place; else at least NDCG_num, as v2 required). A v2 trainer
    reports the mean over queries of the sum of their rows (v2's figure)."""
    k = positive_int(WHERE, "NDCG_num", NDCG_num)
    if isinstance(max_sort_size, bool) or not isinstance(max_sort_size, int):
        raise bad_argument(WHERE, "max_sort_size", "type", max_sort_size, "should be an int")
    if max_sort_size != -1 and max_sort_size < k:
        raise ConfigError(f"{WHERE} layer: max_sort_size should be -1 (sort every document) or at least "
                          f"NDCG_num ({k}), got {max_sort_size}", layer=WHERE, argument="max_sort_size",
                          rule="at_least", value=max_sort_size)
    scores, grades_layer = _layer("input", input), _layer("score", score)

    def build(b: Builder, x: Any, grades: Any) -> Any:
        _sequence_of_one("input", scores, x, "the model's score of each document")
        _sequence_of_one("score", grades_layer, grades, "each document's relevance grade")
        return b.op("lambda_cost", {"ndcg_num": k, "max_sort_size": max_sort_size}, X=x, Score=grades)
    return compose(WHERE, build, {"input": input, "score": score}, name=name, layer_attr=layer_attr)


__all__ = ["lambda_cost"]
