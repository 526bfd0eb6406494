// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// @notice The ERC-4337 v0.7 user operation, as the EntryPoint passes it to `validateUserOp`.
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

/// @notice One call of {PorticoAccount.executeBatch}.
struct Call {
    address target;
    uint256 value;
    bytes data;
}

/// @title PorticoAccount
/// @notice An ERC-4337 (EntryPoint v0.7) account with one owner key, shaped like the reference
/// SimpleAccount (execute, executeBatch, validateUserOp over the owner's signature of the
/// user operation hash) plus ERC-1271. The reference SimpleAccount v0.7 has no ERC-1271, so a
/// sign-in by such an account cannot be verified. ERC-1271 here checks the owner's signature of a
/// replay-safe hash: the EIP-712 digest of `PorticoMessage(bytes32 hash)` under a domain naming
/// this account and the chain, so one owner's signature never validates for another of its
/// accounts or on another chain.
contract PorticoAccount {
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("PorticoMessage(bytes32 hash)");
    bytes4 private constant ERC1271_MAGIC = 0x1626ba7e;
    uint256 private constant SIG_VALIDATION_FAILED = 1;

    address public immutable entryPoint;
    address public owner;

    error NotAllowed(address caller);
    error AlreadyInitialized();

    constructor(address entryPoint_) {
        entryPoint = entryPoint_;
        owner = address(1); // the implementation itself can never be initialised
    }

    receive() external payable {}

    /// @notice Sets the owner once; the factory calls it in the same transaction as the clone.
    function initialize(address owner_) external {
        if (owner != address(0)) revert AlreadyInitialized();
        owner = owner_;
    }

    /// @notice ERC-4337: checks the owner's EIP-191 signature of `userOpHash` and pays the prefund.
    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        returns (uint256 validationData)
    {
        if (msg.sender != entryPoint) revert NotAllowed(msg.sender);
        (address signer, ECDSA.RecoverError failure,) =
            ECDSA.tryRecover(MessageHashUtils.toEthSignedMessageHash(userOpHash), userOp.signature);
        validationData = failure == ECDSA.RecoverError.NoError && signer == owner ? 0 : SIG_VALIDATION_FAILED;
        if (missingAccountFunds > 0) {
            (bool paid,) = payable(msg.sender).call{value: missingAccountFunds}("");
            (paid);
        }
    }

    /// @notice Runs one call; from the EntryPoint or the owner.
    function execute(address target, uint256 value, bytes calldata data) external {
        _onlyEntryPointOrOwner();
        _call(target, value, data);
    }

    /// @notice Runs several calls in order, all or none; from the EntryPoint or the owner.
    function executeBatch(Call[] calldata calls) external {
        _onlyEntryPointOrOwner();
        for (uint256 i = 0; i < calls.length; i++) {
            _call(calls[i].target, calls[i].value, calls[i].data);
        }
    }

    /// @notice ERC-1271: valid when the owner signed {replaySafeHash} of `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError failure,) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        return failure == ECDSA.RecoverError.NoError && signer == owner ? ERC1271_MAGIC : bytes4(0xffffffff);
    }

    /// @notice The EIP-712 digest the owner signs for an ERC-1271 signature of `hash`.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domain = keccak256(
            abi.encode(
                DOMAIN_TYPEHASH, keccak256("PorticoAccount"), keccak256("1"), block.chainid, address(this)
            )
        );
        return MessageHashUtils.toTypedDataHash(domain, keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
    }

    function _onlyEntryPointOrOwner() private view {
        if (msg.sender != entryPoint && msg.sender != owner) revert NotAllowed(msg.sender);
    }

    function _call(address target, uint256 value, bytes calldata data) private {
        (bool success, bytes memory result) = target.call{value: value}(data);
        if (!success) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }
}

/// @title PorticoAccountFactory
/// @notice Deploys {PorticoAccount} clones (EIP-1167) at CREATE2 addresses fixed by owner and
/// salt, so the address is known before deployment (counterfactual). `createAccount` returns the
/// existing account when it is already deployed, as ERC-4337 factories must.
contract PorticoAccountFactory {
    PorticoAccount public immutable accountImplementation;

    constructor(address entryPoint_) {
        accountImplementation = new PorticoAccount(entryPoint_);
    }

    function createAccount(address owner, uint256 salt) external returns (PorticoAccount account) {
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return PorticoAccount(payable(predicted));
        account = PorticoAccount(payable(Clones.cloneDeterministic(address(accountImplementation), _salt(owner, salt))));
        account.initialize(owner);
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Clones.predictDeterministicAddress(address(accountImplementation), _salt(owner, salt));
    }

    function _salt(address owner, uint256 salt) private pure returns (bytes32) {
        return keccak256(abi.encode(owner, salt));
    }
}
