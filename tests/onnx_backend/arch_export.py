"""Real architectures, built from code with random weights and exported to ONNX by
torch.onnx.export (no downloads): the models of tests/onnx_backend/test_architectures.py and of
bench/onnx_models.py.

Run as a script, in a process of its own:

    python tests/onnx_backend/arch_export.py OUT_DIR [--exporter torchscript|dynamo] NAME...

writes OUT_DIR/NAME.onnx and OUT_DIR/NAME.npz (the inputs, by graph input name) per model, and
OUT_DIR/NAME.err where an export fails. The repository's folders are taken off sys.path first: an
editable install puts the repository and its parent there, and the repository's top-level
`kernels/` would shadow Hugging Face's optional `kernels` package inside `import transformers`.
"""
from __future__ import annotations

import os
import sys
import traceback
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[2]


def _clean_path() -> None:
    """sys.path without the repository, its parent and the script's own folder."""
    drop = {os.path.abspath(d) for d in (ROOT, ROOT.parent, Path(__file__).resolve().parent)}
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.getcwd()) not in drop]


_clean_path()

import numpy as np  # noqa: E402
import torch  # noqa: E402
from torch import nn  # noqa: E402

# --- CNNs ------------------------------------------------------------------------------------------


def conv_bn(cin: int, cout: int, k: int = 3, s: int = 1, groups: int = 1, act: bool = True) -> nn.Sequential:
    layers: list[nn.Module] = [nn.Conv2d(cin, cout, k, s, k // 2, groups=groups, bias=False), nn.BatchNorm2d(cout)]
    if act:
        layers.append(nn.ReLU6(inplace=True) if groups > 1 or cin != cout else nn.ReLU(inplace=True))
    return nn.Sequential(*layers)


class Basic(nn.Module):
    expansion = 1

    def __init__(self, cin: int, width: int, stride: int) -> None:
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(cin, width, 3, stride, 1, bias=False), nn.BatchNorm2d(width), nn.ReLU(),
                                  nn.Conv2d(width, width, 3, 1, 1, bias=False), nn.BatchNorm2d(width))
        self.skip = nn.Identity() if stride == 1 and cin == width else nn.Sequential(
            nn.Conv2d(cin, width, 1, stride, bias=False), nn.BatchNorm2d(width))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.body(x) + self.skip(x))


class Bottleneck(nn.Module):
    expansion = 4

    def __init__(self, cin: int, width: int, stride: int) -> None:
        super().__init__()
        out = width * 4
        self.body = nn.Sequential(nn.Conv2d(cin, width, 1, bias=False), nn.BatchNorm2d(width), nn.ReLU(),
                                  nn.Conv2d(width, width, 3, stride, 1, bias=False), nn.BatchNorm2d(width), nn.ReLU(),
                                  nn.Conv2d(width, out, 1, bias=False), nn.BatchNorm2d(out))
        self.skip = nn.Identity() if stride == 1 and cin == out else nn.Sequential(
            nn.Conv2d(cin, out, 1, stride, bias=False), nn.BatchNorm2d(out))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.body(x) + self.skip(x))


def resnet(block: Any, counts: list[int], classes: int = 1000) -> nn.Module:
    """torchvision's ResNet layout: a 7x7 stem, max pooling, four stages, global pooling, fc."""
    layers: list[nn.Module] = [nn.Conv2d(3, 64, 7, 2, 3, bias=False), nn.BatchNorm2d(64), nn.ReLU(),
                               nn.MaxPool2d(3, 2, 1)]
    cin = 64
    for stage, count in enumerate(counts):
        width = 64 * 2 ** stage
        for i in range(count):
            layers.append(block(cin, width, 2 if i == 0 and stage > 0 else 1))
            cin = width * block.expansion
    layers += [nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(cin, classes)]
    return nn.Sequential(*layers)


class InvertedResidual(nn.Module):
    def __init__(self, cin: int, cout: int, stride: int, expand: int) -> None:
        super().__init__()
        hidden = cin * expand
        layers: list[nn.Module] = [] if expand == 1 else [conv_bn(cin, hidden, 1)]
        layers += [conv_bn(hidden, hidden, 3, stride, groups=hidden), conv_bn(hidden, cout, 1, act=False)]
        self.body = nn.Sequential(*layers)
        self.residual = stride == 1 and cin == cout

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.body(x) if self.residual else self.body(x)


def mobilenet_v2(classes: int = 1000) -> nn.Module:
    """MobileNetV2 at full width (torchvision's settings)."""
    settings = [(1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2),
                (6, 320, 1, 1)]
    layers: list[nn.Module] = [conv_bn(3, 32, 3, 2)]
    cin = 32
    for t, c, n, s in settings:
        for i in range(n):
            layers.append(InvertedResidual(cin, c, s if i == 0 else 1, t))
            cin = c
    layers += [conv_bn(cin, 1280, 1), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(0.2), nn.Linear(1280, classes)]
    return nn.Sequential(*layers)


class ShuffleBlock(nn.Module):
    """ShuffleNetV2's unit: split, 1x1 / depthwise 3x3 / 1x1 on one half, concat, channel shuffle."""

    def __init__(self, channels: int) -> None:
        super().__init__()
        half = channels // 2
        self.branch = nn.Sequential(conv_bn(half, half, 1), conv_bn(half, half, 3, groups=half, act=False),
                                    conv_bn(half, half, 1))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        a, b = x.chunk(2, dim=1)
        y = torch.cat([a, self.branch(b)], dim=1)
        n, c, h, w = y.shape
        return y.view(n, 2, c // 2, h, w).transpose(1, 2).reshape(n, c, h, w)


class ConvNeXtBlock(nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        self.dw = nn.Conv2d(dim, dim, 7, padding=3, groups=dim)
        self.norm = nn.LayerNorm(dim, eps=1e-6)
        self.up, self.down = nn.Linear(dim, 4 * dim), nn.Linear(4 * dim, dim)
        self.gamma = nn.Parameter(torch.full((dim,), 0.5))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.dw(x).permute(0, 2, 3, 1)
        y = self.down(nn.functional.gelu(self.up(self.norm(y)))) * self.gamma
        return x + y.permute(0, 3, 1, 2)


class TextCNN(nn.Module):
    def __init__(self, vocab: int = 100, dim: int = 16, classes: int = 3) -> None:
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.convs = nn.ModuleList([nn.Conv1d(dim, 8, k, padding=k // 2) for k in (3, 5)])
        self.pool = nn.MaxPool1d(2)
        self.fc = nn.Linear(16, classes)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        x = self.embed(ids).transpose(1, 2)
        feats = [torch.relu(self.pool(c(x))).amax(dim=2) for c in self.convs]
        return self.fc(torch.cat(feats, dim=1))


class UNet(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        def double(a: int, b: int) -> nn.Sequential:
            return nn.Sequential(nn.Conv2d(a, b, 3, padding=1), nn.ReLU(), nn.Conv2d(b, b, 3, padding=1), nn.ReLU())
        self.down1, self.down2, self.mid = double(3, 8), double(8, 16), double(16, 32)
        self.up2, self.dec2 = nn.ConvTranspose2d(32, 16, 2, 2), double(32, 16)
        self.up1, self.dec1 = nn.ConvTranspose2d(16, 8, 2, 2), double(16, 8)
        self.head = nn.Conv2d(8, 2, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        a = self.down1(x)
        b = self.down2(nn.functional.max_pool2d(a, 2))
        m = self.mid(nn.functional.max_pool2d(b, 2))
        y = self.dec2(torch.cat([self.up2(m), b], 1))
        return self.head(self.dec1(torch.cat([self.up1(y), a], 1)))


class DenseLayer(nn.Module):
    def __init__(self, cin: int, growth: int) -> None:
        super().__init__()
        self.body = nn.Sequential(nn.BatchNorm2d(cin), nn.ReLU(), nn.Conv2d(cin, 4 * growth, 1, bias=False),
                                  nn.BatchNorm2d(4 * growth), nn.ReLU(),
                                  nn.Conv2d(4 * growth, growth, 3, 1, 1, bias=False))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.cat([x, self.body(x)], 1)


def densenet121(classes: int = 1000) -> nn.Module:
    """torchvision's DenseNet-121 layout (growth 32, blocks 6-12-24-16)."""
    layers: list[nn.Module] = [nn.Conv2d(3, 64, 7, 2, 3, bias=False), nn.BatchNorm2d(64), nn.ReLU(),
                               nn.MaxPool2d(3, 2, 1)]
    c = 64
    for i, count in enumerate((6, 12, 24, 16)):
        for _ in range(count):
            layers.append(DenseLayer(c, 32))
            c += 32
        if i < 3:
            layers += [nn.BatchNorm2d(c), nn.ReLU(), nn.Conv2d(c, c // 2, 1, bias=False), nn.AvgPool2d(2, 2)]
            c //= 2
    layers += [nn.BatchNorm2d(c), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(c, classes)]
    return nn.Sequential(*layers)


class BiRNN(nn.Module):
    def __init__(self, kind: str, features: int = 8, hidden: int = 16) -> None:
        super().__init__()
        self.rnn = getattr(nn, kind)(features, hidden, batch_first=True, bidirectional=True)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.rnn(x)[0]


# --- transformers (tiny configs, random weights) ---------------------------------------------------
class HiddenStates(nn.Module):
    """A transformers model's last hidden state only (the exporters want tensors out)."""

    def __init__(self, model: nn.Module, **fixed: Any) -> None:
        super().__init__()
        self.model, self.fixed = model, fixed

    def forward(self, *args: torch.Tensor) -> torch.Tensor:
        names = self.fixed["names"]
        out = self.model(**dict(zip(names, args)), **{k: v for k, v in self.fixed.items() if k != "names"})
        return out.last_hidden_state if hasattr(out, "last_hidden_state") else out[0]


def _tokens(batch: int = 2, length: int = 8, vocab: int = 100, masked: bool = True) -> tuple[torch.Tensor, ...]:
    g = torch.Generator().manual_seed(0)
    ids = torch.randint(3, vocab, (batch, length), generator=g)
    mask = torch.ones(batch, length, dtype=torch.int64)
    mask[-1, length - 3:] = 0  # the last sequence is padded
    return (ids, mask) if masked else (ids,)


def _hf(name: str) -> tuple[nn.Module, tuple[torch.Tensor, ...], list[str]]:
    import transformers as tf
    small = dict(hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64, vocab_size=100,
                 max_position_embeddings=64, attn_implementation="eager")
    tiny_bert = dict(small, hidden_size=128, num_attention_heads=2, intermediate_size=512, max_position_embeddings=512)
    made: dict[str, Callable[[], Any]] = {
        "bert": lambda: (tf.BertModel(tf.BertConfig(**small)), _tokens(), ["input_ids", "attention_mask"]),
        "bert_tiny": lambda: (tf.BertModel(tf.BertConfig(**tiny_bert)), _tokens(1, 128),
                              ["input_ids", "attention_mask"]),
        "distilbert": lambda: (tf.DistilBertModel(tf.DistilBertConfig(vocab_size=100, dim=32, n_layers=2, n_heads=2,
                                                                      hidden_dim=64, attn_implementation="eager")),
                               _tokens(), ["input_ids", "attention_mask"]),
        "roberta": lambda: (tf.RobertaModel(tf.RobertaConfig(**small)), _tokens(masked=False), ["input_ids"]),
        "gpt2": lambda: (tf.GPT2Model(tf.GPT2Config(n_embd=32, n_layer=2, n_head=2, vocab_size=100, n_positions=64,
                                                    attn_implementation="eager", use_cache=False)),
                         _tokens(), ["input_ids", "attention_mask"]),
        "t5_encoder": lambda: (tf.T5EncoderModel(tf.T5Config(d_model=32, d_kv=16, d_ff=64, num_layers=2, num_heads=2,
                                                             vocab_size=100, attn_implementation="eager")),
                               _tokens(), ["input_ids", "attention_mask"]),
        "llama": lambda: (tf.LlamaModel(tf.LlamaConfig(**dict(small, num_key_value_heads=1), use_cache=False)),
                          _tokens(), ["input_ids", "attention_mask"]),
        "vit": lambda: (tf.ViTModel(tf.ViTConfig(image_size=16, patch_size=4, hidden_size=32, num_hidden_layers=2,
                                                 num_attention_heads=2, intermediate_size=64,
                                                 attn_implementation="eager")),
                        (torch.randn(2, 3, 16, 16),), ["pixel_values"]),
        "vit_tiny": lambda: (tf.ViTModel(tf.ViTConfig(image_size=224, patch_size=16, hidden_size=192,
                                                      num_hidden_layers=12, num_attention_heads=3,
                                                      intermediate_size=768, attn_implementation="eager")),
                             (torch.randn(1, 3, 224, 224),), ["pixel_values"]),
        "whisper_encoder": lambda: (tf.WhisperModel(tf.WhisperConfig(
            d_model=32, encoder_layers=2, encoder_attention_heads=2, decoder_layers=1, decoder_attention_heads=2,
            encoder_ffn_dim=64, decoder_ffn_dim=64, num_mel_bins=8, max_source_positions=8, vocab_size=100,
            pad_token_id=1, bos_token_id=2, eos_token_id=2, decoder_start_token_id=2,
            attn_implementation="eager")).get_encoder(), (torch.randn(1, 8, 16),), ["input_features"]),
    }
    model, inputs, names = made[name]()
    return HiddenStates(model.eval(), names=names), inputs, names


def build(name: str) -> tuple[nn.Module, tuple[torch.Tensor, ...], list[str]]:
    """The model `name` in eval mode, its example inputs and their names."""
    torch.manual_seed(0)
    image = (torch.randn(1, 3, 64, 64),)
    cnn: dict[str, Callable[[], tuple[nn.Module, tuple[torch.Tensor, ...]]]] = {
        "resnet18": lambda: (resnet(Basic, [2, 2, 2, 2]), image),
        "resnet50": lambda: (resnet(Bottleneck, [3, 4, 6, 3]), (torch.randn(1, 3, 224, 224),)),
        "densenet121": lambda: (densenet121(), (torch.randn(1, 3, 224, 224),)),
        "mobilenet_v2": lambda: (mobilenet_v2(), image),
        "shuffle_block": lambda: (ShuffleBlock(16), (torch.randn(2, 16, 8, 8),)),
        "convnext_block": lambda: (ConvNeXtBlock(16), (torch.randn(2, 16, 8, 8),)),
        "text_cnn": lambda: (TextCNN(), (torch.randint(0, 100, (2, 20)),)),
        "unet": lambda: (UNet(), (torch.randn(1, 3, 32, 32),)),
        "bilstm": lambda: (BiRNN("LSTM"), (torch.randn(2, 10, 8),)),
        "bigru": lambda: (BiRNN("GRU"), (torch.randn(2, 10, 8),)),
        "bilstm_bench": lambda: (BiRNN("LSTM", 64, 128), (torch.randn(8, 50, 64),)),
    }
    if name in cnn:
        model, inputs = cnn[name]()
        _randomise_norms(model)
        return model.eval(), inputs, [f"input{i}" for i in range(len(inputs))]
    return _hf(name)


def _randomise_norms(model: nn.Module) -> None:
    """Batch norms with running statistics away from 0 / 1, so they are not identities."""
    for m in model.modules():
        if isinstance(m, nn.BatchNorm2d):
            with torch.no_grad():
                m.running_mean.uniform_(-0.2, 0.2)
                m.running_var.uniform_(0.5, 1.5)
                m.weight.uniform_(0.5, 1.5)
                m.bias.uniform_(-0.2, 0.2)


def export(name: str, out: Path, exporter: str) -> None:
    model, inputs, names = build(name)
    path = out / f"{name}.onnx"
    with torch.no_grad():
        if exporter == "dynamo":
            torch.onnx.export(model, inputs, str(path), input_names=names, dynamo=True, external_data=False)
        else:
            torch.onnx.export(model, inputs, str(path), input_names=names, opset_version=17, dynamo=False)
    np.savez(out / f"{name}.npz", **{n: t.numpy() for n, t in zip(names, inputs)})


def main(argv: list[str]) -> int:
    out = Path(argv[0])
    exporter = "torchscript"
    names = argv[1:]
    if names[:1] == ["--exporter"]:
        exporter, names = names[1], names[2:]
    torch.set_num_threads(1)
    for name in names:
        try:
            export(name, out, exporter)
        except Exception:  # one model's failure is reported in its .err file, the others go on
            (out / f"{name}.err").write_text(traceback.format_exc())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
